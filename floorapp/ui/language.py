"""The screen's language, switched while floorapp runs: every open window words itself again.

A language is a compiled Qt translation, ``floorapp_<code>.qm`` in the bundled ``i18n``
folder (made from the ``.ts`` files by ``tools/translations.py release``), installed with Qt's
own translation of the same language (``qtbase_<code>.qm``, shipped with PySide6), which words
Qt's own buttons and menus (OK, Cancel, a text field's Undo, ...). English is the
language the code is written in: it needs no translation. The system's language is the one
the computer is set to, English when floorapp has no translation for it.

:func:`switch_language` removes floorapp's translation, installs the new one and makes the
language's locale the default, so that numbers follow it (:func:`floorapp.ui.wording.amount`).
Qt then sends every window a ``LanguageChange`` event, on which each window sets all its
words again (its ``retranslate()``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from floorapp import resources
from floorapp.storage.settings import Language

TRANSLATIONS = "i18n"
"""Bundled folder of compiled translations: ``floorapp_<locale>.qm`` (``floorapp_fr.qm``)."""
TRANSLATOR_NAME = "floorappTranslator"
"""The object name of floorapp's installed translation (a child of the application)."""
QT_TRANSLATOR_NAME = "qtTranslator"
"""The object name of Qt's own translation, installed beside floorapp's."""
NATIVE_NAMES = {
    Language.ENGLISH: "English",
    Language.FRENCH: "Français",
    Language.RUSSIAN: "Русский",
    Language.POLISH: "Polski",
}
"""Each language named in itself, never translated: the floor finds his own in any language."""


class Retranslating:
    """For a window or page whose ``retranslate()`` sets every word it shows: it is called
    again on each ``QEvent.LanguageChange``, so a new language applies without a restart.
    Put it first among the bases (``class Page(Retranslating, QWidget)``)."""

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]


def install_translation(
    application: QCoreApplication, locale_name: str | None = None, folder: Path | None = None
) -> QTranslator | None:
    """Load the translation for ``locale_name`` (default: the system's, e.g. ``fr_FR``), from
    ``floorapp_fr_FR.qm`` or ``floorapp_fr.qm`` in the bundled ``i18n`` folder (or in
    ``folder``), in place of floorapp's translation installed before, with Qt's own translation
    of that language. Returns floorapp's installed QTranslator, or None when there is no such
    file (the screen then speaks English, Qt's words too)."""
    remove_translation(application)
    name = locale_name or QLocale.system().name()
    for candidate in (f"floorapp_{name}.qm", f"floorapp_{name.split('_')[0]}.qm"):
        path = folder / candidate if folder else resources.resource_path(TRANSLATIONS, candidate)
        if path.is_file():
            translator = QTranslator(application)
            translator.setObjectName(TRANSLATOR_NAME)
            if translator.load(str(path)):
                application.installTranslator(translator)
                _install_qt_translation(application, name)
                return translator
            translator.deleteLater()
    return None


def _install_qt_translation(application: QCoreApplication, locale_name: str) -> None:
    """Qt's own words in ``locale_name`` (``qtbase_fr.qm`` from Qt's translations folder),
    when Qt has them."""
    translator = QTranslator(application)
    translator.setObjectName(QT_TRANSLATOR_NAME)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(QLocale(locale_name), "qtbase", "_", folder):
        application.installTranslator(translator)
    else:
        translator.deleteLater()


def remove_translation(application: QCoreApplication) -> None:
    """Take floorapp's translation and Qt's away: the screen speaks English again."""
    for name in (TRANSLATOR_NAME, QT_TRANSLATOR_NAME):
        for translator in application.findChildren(QTranslator, name):
            application.removeTranslator(translator)
            translator.setParent(None)
            translator.deleteLater()


def switch_language(language: Language, folder: Path | None = None) -> QTranslator | None:
    """Speak ``language`` from now on, in every open window, without a restart.

    The translation comes from the bundled folder (or ``folder``); English has none. The
    language's locale becomes the default, so amounts are written its way. Returns the
    translation installed, or None (English, or no translation for the system's language).
    """
    application = QCoreApplication.instance()
    if application is None:
        raise RuntimeError("switch_language needs a QApplication")
    system = language is Language.SYSTEM
    QLocale.setDefault(QLocale.system() if system else QLocale(language.value))
    if language is Language.ENGLISH:
        remove_translation(application)
        translator = None
    else:
        translator = install_translation(application, None if system else language.value, folder)
    # The locale changed even when no translation did (Polish without a .qm): word again.
    QCoreApplication.sendEvent(application, QEvent(QEvent.Type.LanguageChange))
    return translator


def language_name(language: Language) -> str:
    """The name of a language in the Language menu: its own name; "System" translated."""
    if language is Language.SYSTEM:
        return QCoreApplication.translate("MainWindow", "System")
    return NATIVE_NAMES[language]
