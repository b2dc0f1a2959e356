"""Qt Linguist translations of floorapp: update the .ts files, compile them, check them.

    .venv/bin/python tools/translations.py update    # sources -> resources/i18n/floorapp_*.ts
    .venv/bin/python tools/translations.py release   # .ts -> .qm, prints lrelease's report
    .venv/bin/python tools/translations.py check     # exit 1 if a string is unfinished,
                                                     # uses a term its phrase book avoids or
                                                     # leaves out a term it must say

``update`` runs ``pyside6-lupdate`` over the code (every ``QCoreApplication.translate`` call
with literal context and text), then adds the strings that live as data rather than code: the
rules' titles, sentences and texts of :mod:`floorapp.rules.rule_texts` and of the tournament's
``T-`` rules (:mod:`floorapp.tournament.rule_texts`), the mistake sentences
and topic titles of :mod:`floorapp.training.rule_texts` and the titles, notes and hints of the
bundled lessons. Translations already made are kept, also for a
message lupdate does not see. A source with ``%n`` (or ``%Ln``) becomes a plural message with
the number of forms the language needs.

Each language has a Qt Linguist phrase book, ``resources/i18n/floorapp_<language>.qph``: the
floor's terms (button, dead button, missed blind, lock-up, post, live / dead, ...), one target
term per concept, its definition saying why that term and ending with "Avoid: a; b." listing
the variants the room must not read. Linguist shows the phrase book beside each message; ``check``
fails on any translation that uses an avoided variant. A variant is one or more words, matched
whole and case-blind, in any of their inflected forms: a word matches every word of the same
Snowball stem (the language's stemmer: "mise morte" also finds "Mises mortes", "przesuwany
button" also "przesuwanym buttonie"), also across the fleeting vowel of Russian and Polish
("przesiadka" finds "przesiadek", "новичок" finds "новичка"). A word ending in ``*`` stands for
every word that begins so (``verrouill*``: verrouillé, verrouillage, ...; ``przesiadk*`` also
przesiadek). A variant in double quotes is that exact form only (``"petite blind"``, the English
word in a French term, is not « petite blinde »).

Some concepts have neighbours a word away (a *broken* table is not a *closed* one; a no-show is
not a player away), and the wrong word is right elsewhere, so avoiding it cannot work. Such a
term's definition ends with ``Where the source says "broken", "break the table": cass*.``: every
translation of a message whose English source has one of those phrases (whole words, case-blind)
must use one of the variants, and ``check`` names each that does not.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import snowballstemmer

REPO = Path(__file__).resolve().parent.parent
I18N = REPO / "resources" / "i18n"
LANGUAGES = {"fr": 2, "ru": 3, "pl": 3}
"""Language -> number of plural forms."""
BIN = Path(sys.executable).parent

sys.path.insert(0, str(REPO))


def ts_path(language: str) -> Path:
    return I18N / f"floorapp_{language}.ts"


def data_strings() -> list[tuple[str, str]]:
    """(context, source) of every translatable string kept as data, not as code."""
    from floorapp.rules.rule_texts import RULE_CONTEXT, RULE_TEXTS, SENTENCE_CONTEXT
    from floorapp.tournament import TOURNAMENT_RULE_TEXTS
    from floorapp.training.rule_texts import (
        MISTAKE_CONTEXT,
        TOPIC_CONTEXT,
        TOPIC_TITLES,
        mistake_texts,
    )

    found: list[tuple[str, str]] = []
    for rule in [*RULE_TEXTS.values(), *TOURNAMENT_RULE_TEXTS.values()]:
        found += [(RULE_CONTEXT, rule.title), (SENTENCE_CONTEXT, rule.sentence),
                  (RULE_CONTEXT, rule.text)]
    found += [(MISTAKE_CONTEXT, text) for text in mistake_texts()]
    found += [(TOPIC_CONTEXT, title) for title in TOPIC_TITLES.values()]
    found += lesson_strings()
    return list(dict.fromkeys(found))


LESSON_CONTEXT = "lessons"


def lesson_strings() -> list[tuple[str, str]]:
    """Title, notes and hints of every bundled lesson."""
    found: list[tuple[str, str]] = []
    for path in sorted((REPO / "resources" / "lessons").glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        texts = [data["title"], data.get("notes", "")]
        texts += data.get("lesson", {}).get("hints", [])
        found += [(LESSON_CONTEXT, text) for text in texts if text]
    return found


def translations(tree: ET.ElementTree) -> dict[tuple[str, str], ET.Element]:
    """(context, source) -> the <translation> element of every message in a .ts file."""
    found = {}
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is not None:
                found[(name, source)] = translation
    return found


def update(language: str) -> None:
    path = ts_path(language)
    kept = translations(ET.parse(path)) if path.exists() else {}
    I18N.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), "-extensions", "py", "-no-obsolete", "-locations", "none",
         "-target-language", language, str(REPO / "floorapp"), "-ts", str(path)],
        check=True, capture_output=True, text=True,
    )
    tree = ET.parse(path)
    root = tree.getroot()
    contexts = {c.findtext("name", ""): c for c in root.iter("context")}
    present = set(translations(tree))
    for context_name, source in data_strings():
        if (context_name, source) in present:
            continue
        context = contexts.get(context_name)
        if context is None:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = context_name
            contexts[context_name] = context
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = source
        ET.SubElement(message, "translation", type="unfinished")
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            old = kept.get((name, source))
            translation = message.find("translation")
            assert translation is not None
            if old is not None and _has_text(old):
                message.remove(translation)
                message.append(old)
                translation = old
            if re.search("%L?n", source):
                _make_plural(message, translation, LANGUAGES[language])
    ET.indent(tree)
    tree.write(path, encoding="utf-8", xml_declaration=True)


def _has_text(translation: ET.Element) -> bool:
    forms = translation.findall("numerusform")
    return bool((translation.text or "").strip()) or any((f.text or "").strip() for f in forms)


def _make_plural(message: ET.Element, translation: ET.Element, forms: int) -> None:
    message.set("numerus", "yes")
    existing = translation.findall("numerusform")
    if not existing and (translation.text or "").strip():
        existing = [ET.SubElement(translation, "numerusform")]
        existing[0].text, translation.text = translation.text, None
    while len(translation.findall("numerusform")) < forms:
        ET.SubElement(translation, "numerusform")


def unfinished(language: str) -> list[tuple[str, str]]:
    """(context, source) of every message without a finished translation."""
    tree = ET.parse(ts_path(language))
    missing = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [] if translation is None else translation.findall("numerusform")
            empty = translation is None or (
                any(not (f.text or "").strip() for f in forms)
                if forms else not (translation.text or "").strip()
            )
            if empty or (translation is not None and translation.get("type") == "unfinished"):
                missing.append((context.findtext("name", ""), message.findtext("source", "")))
    return missing


class Term(NamedTuple):
    """One concept of a phrase book: the English term, the one target term, why that term,
    the variants a translation must not use for it, and, for a concept the room has other
    words close to, the English phrases that name it and the variants (one at least) every
    translation of a message saying one of them must use."""

    source: str
    target: str
    why: str
    avoid: tuple[str, ...]
    said_as: tuple[str, ...] = ()
    say: tuple[str, ...] = ()


AVOID = " Avoid: "
WHERE = re.compile(r'\s*Where the source says ((?:"[^"]+"(?:, )?)+): ([^.]+)\.\s*$')
"""The definition's last sentence for a term that must be said: ``Where the source says
"broken", "break the table": cass*.``"""


def qph_path(language: str) -> Path:
    return I18N / f"floorapp_{language}.qph"


def _variants(text: str) -> tuple[str, ...]:
    return tuple(v.strip() for v in text.strip().rstrip(".").split(";") if v.strip())


def phrase_book(language: str, path: Path | None = None) -> list[Term]:
    """The terms of a language's phrase book (``<definition>`` = why + " Avoid: a; b." and,
    optionally, "Where the source says "x", "y": p; q.")."""
    terms = []
    for phrase in ET.parse(path or qph_path(language)).getroot().iter("phrase"):
        definition = phrase.findtext("definition", "")
        where = WHERE.search(definition)
        said_as: tuple[str, ...] = ()
        say: tuple[str, ...] = ()
        if where:
            definition = definition[:where.start()]
            said_as = tuple(re.findall(r'"([^"]+)"', where.group(1)))
            say = _variants(where.group(2))
        why, _, avoided = definition.partition(AVOID)
        terms.append(Term(phrase.findtext("source", ""), phrase.findtext("target", ""),
                          why.strip(), _variants(avoided), said_as, say))
    return terms


def fold(text: str) -> str:
    """Case-blind, ё = е, without accelerator ampersands, one space between words."""
    text = re.sub(r"&(?=\w)", "", text).casefold().replace("ё", "е")
    return re.sub(r"\s+", " ", text)


STEMMERS = {"fr": "french", "ru": "russian", "pl": "polish"}
"""Language -> its Snowball stemmer."""
WORD = re.compile(r"\w+")
JOINED = re.compile(r"[\s'’{}-]*")
"""What may stand between two words of one variant in a text: spaces, an apostrophe, a hyphen
(« droit d'entrée », « face-à-face »), a placeholder's braces ("écrit {name}"); never a comma
or a full stop."""
FLEETING = re.compile(r"[eoео](?=[^aeiouyąęóаеиоуыэюяё]$)")
"""The fleeting vowel of Polish and Russian, before a stem's last consonant: przesiadek /
przesiadka, новичок / новичка."""


class Inflections:
    """Which words are forms of one word in a language: the same Snowball stem, or stems that
    differ by the fleeting vowel."""

    def __init__(self, language: str) -> None:
        self.stemmer = snowballstemmer.stemmer(STEMMERS[language])
        self.keys: dict[str, frozenset[str]] = {}

    def forms(self, word: str) -> frozenset[str]:
        """The stems standing for ``word`` (folded): its stem, and the stem without the
        fleeting vowel."""
        found = self.keys.get(word)
        if found is None:
            stem = self.stemmer.stemWord(word)
            found = self.keys[word] = frozenset({stem, FLEETING.sub("", stem)})
        return found


class Words(NamedTuple):
    """A text folded and cut into words, with each word's stems."""

    text: str
    spans: list[tuple[int, int]]
    words: list[str]
    forms: list[frozenset[str]]
    joined: list[bool]
    """Whether word i and word i + 1 may belong to one variant (see :data:`JOINED`)."""

    @classmethod
    def of(cls, text: str, inflections: Inflections) -> Words:
        folded = fold(text)
        spans = [m.span() for m in WORD.finditer(folded)]
        words = [folded[a:b] for a, b in spans]
        return cls(folded, spans, words, [inflections.forms(word) for word in words],
                   [bool(JOINED.fullmatch(folded[a[1]:b[0]]))
                    for a, b in zip(spans, spans[1:], strict=False)])


class Variant:
    """An avoided variant and how to find it in a text in any form. Its words match their
    inflected forms; a word ending in ``*`` every word that begins so; a variant in double
    quotes ("petite blind") only that exact form."""

    def __init__(self, variant: str, inflections: Inflections) -> None:
        self.text = variant
        self.inflections = inflections
        self.exact = len(variant) > 1 and variant.startswith('"') and variant.endswith('"')
        self.words = re.findall(r"\w+\*?", fold(variant))
        self.forms = [inflections.forms(word) for word in self.words]

    def _matches(self, index: int, words: Words, at: int) -> bool:
        wanted = self.words[index]
        if wanted.endswith("*"):  # the word, or its stem without the fleeting vowel
            return any(form.startswith(wanted[:-1]) for form in (words.words[at], *words.forms[at]))
        if self.exact:
            return words.words[at] == wanted
        return bool(self.forms[index] & words.forms[at])

    def search(self, text: str | Words) -> str | None:
        """The words of ``text`` that are this variant in some form, or None."""
        cut = text if isinstance(text, Words) else Words.of(text, self.inflections)
        size = len(self.words)
        for start in range(len(cut.words) - size + 1):
            if self._matches(0, cut, start) and all(cut.joined[start:start + size - 1]) and all(
                    self._matches(index, cut, start + index) for index in range(1, size)):
                return cut.text[cut.spans[start][0]:cut.spans[start + size - 1][1]]
        return None


class AvoidedUse(NamedTuple):
    """A translation using a variant its phrase book avoids."""

    language: str
    context: str
    source: str
    translation: str
    term: Term
    variant: str
    found: str

    def __str__(self) -> str:
        return (_heading(self.language, self.context, self.source, self.translation)
                + f"    uses \"{self.found}\" (avoided variant \"{self.variant}\") for "
                f"\"{self.term.source}\": write \"{self.term.target}\". {self.term.why}")


def _heading(language: str, context: str, source: str, translation: str) -> str:
    """The first two lines of a problem the check names: the message and its translation."""
    return (f"{language}: [{context}] \"{_short(source)}\"\n"
            f"    translated \"{_short(translation)}\"\n")


def _short(text: str, width: int = 110) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[:width - 1] + "…"


def _translation_texts(translation: ET.Element) -> list[str]:
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


def _translated(ts: Path) -> Iterator[tuple[str, str, list[str]]]:
    """(context, source, the translation's texts: one per plural form) of every message of a
    .ts file that has a translation, in file order."""
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None:
                yield name, message.findtext("source", ""), _translation_texts(translation)


def avoided_uses(language: str, ts: Path | None = None,
                 qph: Path | None = None) -> list[AvoidedUse]:
    """Every translation of ``ts`` using a variant the phrase book avoids, in file order."""
    inflections = Inflections(language)
    rules = [(term, Variant(variant, inflections))
             for term in phrase_book(language, qph) for variant in term.avoid]
    found = []
    for name, source, texts in _translated(ts or ts_path(language)):
        for text in texts:
            words = Words.of(text, inflections)
            for term, variant in rules:
                match = variant.search(words)
                if match:
                    found.append(AvoidedUse(language, name, source, text, term, variant.text,
                                            match))
    return found


class UnsaidTerm(NamedTuple):
    """A translation of a message whose source names a term that must be said, without it."""

    language: str
    context: str
    source: str
    translation: str
    term: Term
    said_as: str

    def __str__(self) -> str:
        return (_heading(self.language, self.context, self.source, self.translation)
                + f"    says \"{self.said_as}\" without \"{self.term.target}\" "
                f"({' or '.join(self.term.say)}). {self.term.why}")


def unsaid_terms(language: str, ts: Path | None = None,
                 qph: Path | None = None) -> list[UnsaidTerm]:
    """Every translation of a message whose English source names a term of the phrase book
    that must be said ("Where the source says …") and that uses none of its variants."""
    inflections = Inflections(language)
    rules = [(term, [re.compile(r"(?<!\w)" + re.escape(fold(phrase)) + r"(?!\w)")
                     for phrase in term.said_as],
              [Variant(variant, inflections) for variant in term.say])
             for term in phrase_book(language, qph) if term.said_as]
    found = []
    for name, source, texts in _translated(ts or ts_path(language)):
        folded = fold(source)
        for term, phrases, say in rules:
            named = next((m.group() for m in (p.search(folded) for p in phrases) if m), None)
            if named is None:
                continue
            found += [UnsaidTerm(language, name, source, text, term, named) for text in texts
                      if text.strip() and not any(variant.search(text) for variant in say)]
    return found


def release(language: str) -> str:
    """Compile one language; lrelease's report."""
    done = subprocess.run(
        [str(BIN / "pyside6-lrelease"), str(ts_path(language)),
         "-qm", str(I18N / f"floorapp_{language}.qm")],
        check=True, capture_output=True, text=True,
    )
    return (done.stdout + done.stderr).strip()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("update", "release", "check"))
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args(argv)
    failed = False
    for language in args.languages:
        if args.command == "update":
            update(language)
            print(f"{language}: {len(unfinished(language))} unfinished")
        elif args.command == "release":
            print(f"{language}: {release(language)}")
        else:
            missing = unfinished(language)
            avoided = avoided_uses(language)
            unsaid = unsaid_terms(language)
            failed |= bool(missing) or bool(avoided) or bool(unsaid)
            print(f"{language}: {len(missing)} unfinished, {len(avoided)} avoided terms, "
                  f"{len(unsaid)} terms unsaid")
            for context, source in missing[:20]:
                print(f"    [{context}] {source[:90]}")
            for problem in [*avoided, *unsaid]:
                print(problem)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
