"""A card on the table: face up or down, gliding, turning, turning over, raised, framed, veiled."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeGuard

from PySide6.QtCore import QPointF, Signal
from PySide6.QtGui import QPainter, QTransform

from qtcards.table.deck import Face
from qtcards.table.items import Surface, TableObject
from qtcards.table.looks.emphasis import paint_highlight

if TYPE_CHECKING:  # (the animation classes are imported on a card's first glide: their enums cost start-up)
    from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPropertyAnimation, QVariantAnimation
    from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget


#: Added to a moving card's z so that it flies above the cards it passes.
FLYING = 1000


class CardItem(TableObject):
    """A card: face up or down, animated to its place, raised, outlined, dimmed, sunk.

    ``key`` is whatever the game uses to name the card; ``face`` and ``face_up`` say
    what it shows (set them through :meth:`animate` or :meth:`flip`). ``lifted`` and ``sunk`` move
    the card up or down by a fraction of its height, so they show by position, not only
    by colour; ``outlined`` draws the highlight frame, ``selected`` the same frame a
    little thicker (and the game usually lifts it too), ``hinted`` the frame dashed (a
    hint's card, told from a picked one by its line, not its colour), ``dimmed`` and
    ``sunk`` the one flat veil (:mod:`.looks.emphasis`), ``focused`` the table's dashed
    keyboard focus ring (:mod:`.focus_ring`); a drag's target (``targeted``) has the picked
    card's frame.

    Every call that moves the card (:meth:`animate`, :meth:`move_to`,
    :meth:`refresh_position`, :meth:`flip`, :meth:`vanish`, :meth:`appear`) is reported
    by :attr:`landed` once the card is at rest (kpat's ``KCard::animationDone``).
    """

    #: Emitted with the card when it has come to rest after a move: when its last glide,
    #: turn, flip or fade ends, or at once, before the call returns, when nothing glides
    #: (animations off, 0 ms, a hidden card, a card already there). A move cut short by
    #: another is reported once, when the last one ends; a relayout that puts a gliding
    #: card at its place reports it then. :attr:`in_flight` is True until it is emitted.
    landed = Signal(object)

    FLAGS = ("face_up", "outlined", "selected", "hinted", "dimmed", "sunk", "lifted", "focused")

    LIFT = 0.18
    SINK = 0.14

    def __init__(self, table: Surface, face: Face, face_up: bool = True, key: Any = None) -> None:
        super().__init__(table)
        self.face = face
        self.key = key
        self.face_up = face_up
        self.outlined = False
        self.selected = False
        self.hinted = False
        self.dimmed = False
        self.sunk = False
        self.lifted = False
        #: The rotation (degrees, about the card's centre) the card rests at.
        self.angle = 0.0
        #: True from a move until :attr:`landed` reports it.
        self.in_flight = False
        # The glide (position and rotation together) and the fade are made when first
        # needed: most cards are dealt without either, and 52 cards' animations cost
        # some 5 ms at start-up.
        self._motion: QParallelAnimationGroup | None = None
        self._parts: tuple[QPropertyAnimation, ...] = ()  # the glide's position and rotation
        self._fade: QPropertyAnimation | None = None
        self._flip: QVariantAnimation | None = None
        self._flip_to = face_up
        #: The z the card lands at after :meth:`animate` (it flies above the others).
        self.landing_z: float | None = None

    def target(self) -> QPointF:
        shift = (-self.LIFT if self.lifted else 0.0) + (self.SINK if self.sunk else 0.0)
        return super().target() + QPointF(0, shift * self.size()[1])

    def move_to(self, x: float, y: float, animate: bool = True) -> None:
        """Move the card's centre to (x, y) card units, gliding there unless told not to."""
        self.unit_pos = QPointF(x, y)
        self.refresh_position(animate)

    def refresh_position(self, animate: bool = True, duration: int | None = None) -> None:
        """Glide and turn (or jump) to where place, lift, sink and :attr:`angle` put the card now."""
        self._stop_motion()
        self.in_flight = True
        duration = self.table.animation_ms if duration is None else duration
        target = self.target()
        still = self.pos() == target and self.rotation() == self.angle
        if not animate or duration <= 0 or not self.isVisible() or still:
            self.setPos(target)
            self.setRotation(self.angle)
            self._come_to_rest()
            return
        if self._motion is None:
            from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPropertyAnimation

            self._motion = QParallelAnimationGroup(self)
            self._parts = tuple(QPropertyAnimation(self, name, self._motion) for name in (b"pos", b"rotation"))
            for part in self._parts:
                part.setEasingCurve(QEasingCurve.Type.OutCubic)
                self._motion.addAnimation(part)
            self._motion.finished.connect(self._come_to_rest)
        glide, turn = self._parts
        for part, start, end in ((glide, self.pos(), target), (turn, self.rotation(), self.angle)):
            part.setDuration(duration)
            part.setStartValue(start)
            part.setEndValue(end)
        self._motion.start()

    def _stop_motion(self) -> bool:
        """Stop a glide under way; True if there was one."""
        if not _running(self._motion):
            return False
        self._motion.stop()
        return True

    def animate(
        self,
        x: float,
        y: float,
        z: float | None = None,
        *,
        rotation: float | None = None,
        face_up: bool | None = None,
        lifted: bool | None = None,
        duration: int | None = None,
    ) -> None:
        """Move the card in one call (kpat's ``KCard::animate``): to (x, y) card units,
        turning to ``rotation`` degrees about its centre, face up or down with a flip,
        lifted or not, all over ``duration`` ms (the table's animation speed by default;
        0 jumps). A moving card flies above the others and lands at ``z``;
        :attr:`landed` tells when it is there."""
        ms = self.table.animation_ms if duration is None else duration
        animate = ms > 0 and self.isVisible()
        if rotation is not None:
            self.angle = rotation
        if lifted is not None:
            self.lifted = lifted
        if face_up is not None:
            self.flip(face_up, animate, ms)
        moving = animate and (QPointF(x, y) != self.unit_pos or self.rotation() != self.angle)
        if z is not None:
            self.landing_z = z
            self.setZValue(z + (FLYING if moving else 0))
        self.unit_pos = QPointF(x, y)
        self.refresh_position(animate, ms)

    def flip(self, face_up: bool, animate: bool = True, duration: int | None = None) -> None:
        """Turn the card face up or down: it narrows to an edge and opens on its other side
        (over ``duration`` ms, the table's animation speed by default)."""
        self.in_flight = True
        turning = _running(self._flip)
        if face_up == (self._flip_to if turning else self.face_up):
            self._come_to_rest()
            return  # it shows that side, or is turning to it
        if _running(self._flip):
            self._flip.stop()
        duration = self.table.animation_ms if duration is None else duration
        if face_up == self.face_up or not animate or duration <= 0 or not self.isVisible():
            self.face_up = face_up  # (a turn stopped before its middle still shows this side)
            self.setTransform(QTransform())
            self.update()
            self._come_to_rest()
            return
        if self._flip is None:
            from PySide6.QtCore import QVariantAnimation

            self._flip = QVariantAnimation(self)
            self._flip.setStartValue(0.0)
            self._flip.setEndValue(1.0)
            self._flip.valueChanged.connect(self._flipping)
            self._flip.finished.connect(self._come_to_rest)
        self._flip_to = face_up
        self._flip.setDuration(duration)
        self._flip.start()

    def _flipping(self, progress: float) -> None:
        if progress >= 0.5 and self.face_up != self._flip_to:
            self.face_up = self._flip_to
            self.update()
        width = self.size()[0]
        narrow = max(0.02, abs(1.0 - 2.0 * progress))
        self.setTransform(QTransform().translate(width / 2, 0).scale(narrow, 1.0).translate(-width / 2, 0))

    def _come_to_rest(self) -> None:
        """An animation ended or a move jumped: land the card's z once its glide is over,
        and report it landed once nothing moves it any more."""
        if self.landing_z is not None and not _running(self._motion):  # once: a z set later by the game stays
            self.setZValue(self.landing_z)
            self.landing_z = None
        if self.in_flight and not self.is_moving():
            self.in_flight = False
            self.landed.emit(self)

    def is_moving(self) -> bool:
        """True while the card is gliding or turning to its place, fading or turning over."""
        return _running(self._motion) or _running(self._fade) or _running(self._flip)

    def vanish(self, animate: bool = True) -> None:
        """Fade the card out and hide it (it leaves the game)."""
        self._fade_to(0.0, animate)

    def appear(self, animate: bool = True) -> None:
        """Show the card again, fading it in."""
        if not self.isVisible():
            self.setOpacity(0.0)
            self.show()
        self._fade_to(1.0, animate)

    def _fade_to(self, opacity: float, animate: bool) -> None:
        self.in_flight = True
        if self._fade is not None:
            self._fade.stop()
        duration = self.table.animation_ms
        if not animate or duration <= 0:
            self.setOpacity(opacity)
            self._faded()
            return
        if self._fade is None:
            from PySide6.QtCore import QPropertyAnimation

            self._fade = QPropertyAnimation(self, b"opacity", self)
            self._fade.finished.connect(self._faded)
        self._fade.setDuration(duration)
        self._fade.setStartValue(self.opacity())
        self._fade.setEndValue(opacity)
        self._fade.start()

    def _faded(self) -> None:
        if self.opacity() == 0.0:
            self.hide()
        self._come_to_rest()

    def relayout(self) -> None:
        """Jump to the card's place and turn (after the card size changed, or a ``place``)."""
        self._stop_motion()
        w, h = self.size()
        self.setTransformOriginPoint(w / 2, h / 2)  # it turns about its centre
        self.setRotation(self.angle)
        super().relayout()
        self._come_to_rest()

    def set_state(self, **flags: bool) -> None:
        """Set any of the :attr:`FLAGS` and repaint (moving the card if it lifts or sinks)."""
        moved = any(flag in flags and flags[flag] != getattr(self, flag) for flag in ("sunk", "lifted"))
        for name, value in flags.items():
            if name not in self.FLAGS:
                raise AttributeError(name)
            if name == "face_up":
                self.flip(value, animate=False)  # (stops a turn under way)
            else:
                setattr(self, name, value)
        self.update()
        if moved:
            self.refresh_position()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size()
        device = painter.device()
        ratio = device.devicePixelRatioF() if device else 1.0
        turned = self.rotation()
        renderer = self.table.renderer
        face = self.face if self.face_up else None
        plain = not (self.dimmed or self.sunk or self.outlined or self.selected or self.hinted or self.targeted)
        if turned and turned % 90 == 0:
            if plain:
                # Turn the painter back and copy the face turned once per size: a plain
                # translation, the cheapest way Qt draws a pixmap.
                quarters = round(turned / 90) % 4
                painter.rotate(-90 * quarters)
                corner = (QPointF(0, 0), QPointF(-h, 0), QPointF(-w, -h), QPointF(0, -w))[quarters]
                painter.drawPixmap(corner, renderer.turned(face, round(w), ratio, quarters))
                return
            # A quarter turn maps pixels onto pixels: filtering and antialiasing the
            # turned pixmap would cost a third of a repaint and only blur it.
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.drawPixmap(QPointF(0, 0), renderer.pixmap(face, round(w), ratio))
        if self.dimmed or self.sunk:
            painter.drawPixmap(QPointF(0, 0), renderer.veil(round(w), ratio))
        if not (self.outlined or self.selected or self.targeted or self.hinted):
            return  # no frame to draw, as for most cards
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Inside the card's edge: a card lying over this one hides the frame with the
        # card (a frame outside the edge would run on along the neighbours' tops).
        picked = self.selected or self.targeted
        paint_highlight(painter, w, h, picked=picked, dashed=self.hinted and not picked)


def _running(animation: QAbstractAnimation | None) -> TypeGuard[QAbstractAnimation]:
    """True if ``animation`` has been made and runs now."""
    return animation is not None and animation.state() == animation.State.Running
