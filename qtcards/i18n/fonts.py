"""One face for a language's letters and the digits beside them.

With a Latin default face, Korean text mixes two faces: Hangul comes from the fallback
CJK face and the digits from the default one ("0수" with a 0 of another height and
weight). For Korean the app's font becomes a face that has Hangul itself (Noto Sans CJK
KR where installed), so letters and digits match; other languages keep the default face.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

#: Faces tried first for Korean, best first; else any installed face with Hangul.
KOREAN_FACES = ("Noto Sans CJK KR", "Noto Sans KR", "NanumGothic", "Malgun Gothic", "Apple SD Gothic Neo")

_default: QFont | None = None


def korean_face() -> str:
    """The installed face to write Korean in ("" when none has Hangul)."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.Korean)
    return next((face for face in KOREAN_FACES if face in families), families[0] if families else "")


def use_for(language: str) -> None:
    """Set the app's font for ``language`` (the default face back for the others)."""
    global _default
    if not isinstance(QGuiApplication.instance(), QGuiApplication):
        return  # no fonts without a GUI application (the command-line listings)
    if _default is None:
        _default = QGuiApplication.font()
    font = QFont(_default)
    face = korean_face() if language == "ko" else ""
    if face:
        font.setFamilies([face, *_default.families()])
    QGuiApplication.setFont(font)
