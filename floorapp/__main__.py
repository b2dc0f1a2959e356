"""``python -m floorapp``: starts the program."""

if __name__ == "__main__":
    from floorapp.app import main

    raise SystemExit(main())
