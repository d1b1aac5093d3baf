import Foundation

/// Interactive dismissal: a scroll view with `keyboardDismissMode = .interactive` whose drag reaches
/// the keyboard's top pulls the keyboard down with the finger, as on iOS.
///
/// - The keyboard (with its accessory view) follows once the finger is at or below its top, and
///   follows back up to its resting place when the finger rises; its keys stay hittable where they are.
/// - While it follows, no keyboard notification is posted (as on iOS, where apps see none until the
///   finger lifts); ``UIKeyboardLayoutGuide``s follow it frame by frame and ``presentationFrame`` says
///   where it is. ``frame`` keeps the resting frame.
/// - On release the keyboard's top is projected with the finger's velocity, like a scroll view's
///   deceleration (``interactiveDismissalProjection``): past half the keyboard's height it hides (the
///   first responder resigns; the hide notifications start from where the finger left it), otherwise
///   it slides back up, posting `keyboardWillChangeFrame`/`keyboardWillShow` and their did forms.
///   A first responder that refuses to resign keeps the keyboard, which slides back up.
extension SoftwareKeyboard {
    /// Seconds of release velocity added to the keyboard's top when deciding whether it hides: 0.499 s,
    /// the projection of the normal deceleration rate (0.998 / (1 − 0.998) / 1000), so a flick counts
    /// as far as the content it would carry (HeadlessUI's choice; iOS's rule is not documented).
    nonisolated public static let interactiveDismissalProjection: TimeInterval = 0.998 / (1 - 0.998) / 1000

    /// The frame the layout guides follow: the resting frame, or the dragged one while a drag pulls it.
    var layoutGuideFrame: CGRect {
        guard let top = interactiveTop else { return frame }
        return CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    }

    /// Whether a drag is pulling the keyboard now.
    public var isInteractivelyDismissing: Bool { interactiveTop != nil }

    /// A dragging finger is at `fingerY` (screen coordinates): once at or below the keyboard's top,
    /// the keyboard follows it, never above its resting place nor below the screen.
    func interactiveDragMoved(toScreenY fingerY: CGFloat) {
        guard isVisible, let host = keyboardWindow?.hostView, fingerY.isFinite else { return }
        if interactiveTop == nil {
            guard !isAnimating, fingerY >= frame.minY else { return }
        }
        let top = Swift.min(Swift.max(fingerY, frame.minY), screenBounds.maxY)
        guard top != interactiveTop else { return }
        interactiveTop = top
        UIView.performWithoutAnimation {
            host.frame = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
            notifyLayoutGuides()
        }
    }

    /// The finger lifted (or the drag was cancelled) with `velocityY` points per second (downward
    /// positive): the keyboard hides or comes back, see the type's documentation.
    func interactiveDragEnded(velocityY: CGFloat) {
        guard let top = interactiveTop else { return }
        let speed = velocityY.isFinite ? velocityY : 0
        let projected = top + speed * CGFloat(Self.interactiveDismissalProjection)
        if projected > frame.minY + frame.height / 2 {
            // Resigning updates the keyboard, which slides down from where the finger left it.
            client?.resignFirstResponder()
            guard isVisible, interactiveTop != nil else { return }
        }
        interactiveTop = nil
        slide(to: frame, showing: true)
    }
}
