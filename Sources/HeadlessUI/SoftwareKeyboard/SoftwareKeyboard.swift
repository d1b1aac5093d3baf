import Foundation

/// HeadlessUI's software keyboard: the on-screen keyboard iOS shows while a text input is first
/// responder and no hardware keyboard is attached. Reach it with `UIApplication.shared.softwareKeyboard`.
///
/// - It appears when a responder that conforms to ``UIKeyInput`` (or has an ``UIResponder/inputView``)
///   becomes first responder, sliding up from the bottom of the screen over 0.25 s in its own window
///   (see ``windowLevel``). Views under it are not hittable while it is up.
/// - It shows the responder's ``UIResponder/inputAccessoryView`` above the keys and its
///   ``UIResponder/inputView`` instead of the keys. With a hardware keyboard attached
///   (``UIApplication/isHardwareKeyboardAttached``) only those views show.
/// - Focus moving from one text input to another keeps it up (frame-change notifications only when
///   its height changes). It slides down when the first responder resigns and nothing takes over.
/// - Its keys (``keys``) type into the first responder with `insertText`/`deleteBackward` when tapped.
/// - It posts UIKit's keyboard notifications (see `UIResponder+KeyboardNotifications.swift`).
///
/// ```swift
/// field.becomeFirstResponder()
/// app.runLoop.run(for: SoftwareKeyboard.animationDuration)
/// let a = app.softwareKeyboard.key("a")!     // tap it at a.accessibilityActivationPoint
/// ```
///
/// - Note: HeadlessUI only; not in UIKit.
@MainActor
public final class SoftwareKeyboard {
    // MARK: Constants

    /// Duration of the slide, and the value of `keyboardAnimationDurationUserInfoKey` (iOS: 0.25 s).
    nonisolated public static let animationDuration: TimeInterval = 0.25
    /// The value of `keyboardAnimationCurveUserInfoKey`: 7, UIKit's private keyboard curve.
    nonisolated public static let animationCurveRawValue = 7
    /// The damping ratio of UIKit's curve 7 (a spring of mass 3, stiffness 1000, damping 500:
    /// 500 / (2·√(3·1000)) ≈ 4.56). HeadlessUI's spring curve treats ratios ≥ 1 as critically damped
    /// and settled at the end of the duration, so the keyboard is fully up (or down) after 0.25 s.
    nonisolated public static let springDampingRatio: CGFloat = 4.56
    /// iPhone keyboard height, portrait: 336 pt, measured on 390/393 pt wide iPhones with the
    /// predictive bar, and including the 34 pt bottom safe area.
    nonisolated public static let phoneKeyboardHeight: CGFloat = 336
    /// iPhone digit pads (`.numberPad`, `.decimalPad`, `.phonePad`): 291 pt, the keyboard without the
    /// 45 pt predictive bar (a deliberate choice; iOS's pads have no predictive bar).
    nonisolated public static let phoneDigitPadHeight: CGFloat = 291
    /// iPad keyboard height, portrait: 333 pt, the classic 313 pt keyboard with the shortcut bar plus
    /// the 20 pt bottom safe area of Face ID iPads (a deliberate choice; not measured on an 11-inch iPad).
    nonisolated public static let padKeyboardHeight: CGFloat = 333
    /// The keyboard window's level: 10,000,000, above alerts (2000) like UIKit's remote keyboard
    /// window, so the keyboard covers everything the app shows (a deliberate choice of number).
    nonisolated public static let windowLevel = UIWindowLevel(10_000_000)
    /// Two taps on shift closer than this lock capitals (0.35 s, UIKit's multi-tap interval).
    nonisolated public static let capsLockDoubleTapInterval: TimeInterval = 0.35
    /// Delete repeats first this long after the finger went down (0.5 s, as the hardware key repeat).
    nonisolated public static let deleteRepeatInitialDelay: TimeInterval = 0.5
    /// Then every this often (0.1 s).
    nonisolated public static let deleteRepeatInterval: TimeInterval = 0.1

    // MARK: State

    unowned let application: UIApplication
    /// Whether the keyboard is up or sliding up (false while sliding down).
    public internal(set) var isVisible = false
    /// The keyboard's frame in screen coordinates once its slide ends. While hidden, the off-screen
    /// rectangle just below the screen (`minY` equals the screen height).
    public internal(set) var frame: CGRect
    /// The key plane shown, or nil while hidden or showing a custom input view or accessory only.
    public internal(set) var plane: SoftwareKeyboardPlane?
    /// Whether the next letter is upper case (shift tapped, or automatic capitalization).
    public internal(set) var isShifted = false
    /// Whether capitals are locked (shift double-tapped).
    public internal(set) var isCapsLocked = false
    /// The responder the keyboard types into.
    public internal(set) weak var client: UIResponder?

    var keyboardWindow: KeyboardWindow?
    var content: KeyboardContent?
    var generation = 0
    var layoutGuides: [UIKeyboardLayoutGuide] = []
    var deleteRepeat: ScheduledWork?
    var lastShiftTapTime: TimeInterval?
    /// What the keyboard typed since the client became first responder (for auto-capitalization).
    var typedText = ""
    /// The keyboard's top while a scroll view's drag pulls it down (`keyboardDismissMode = .interactive`).
    var interactiveTop: CGFloat?

    init(application: UIApplication) {
        self.application = application
        let screen = application.screen.bounds
        self.frame = CGRect(x: screen.minX, y: screen.maxY, width: screen.width, height: 0)
    }

    // MARK: Queries

    /// The keyboard's frame on screen now: mid-slide, between its start and ``frame``.
    public var presentationFrame: CGRect {
        guard let host = keyboardWindow?.hostView, keyboardWindow?.isHidden == false else { return frame }
        return host.layer.presentation()?.frame ?? host.frame
    }

    /// Whether the keyboard is sliding.
    public var isAnimating: Bool {
        guard let host = keyboardWindow?.hostView else { return false }
        return application.animator.isAnimating(host)
    }

    /// The keyboard's window (created the first time the keyboard shows).
    public var window: UIWindow? { keyboardWindow }

    /// The keys shown, row by row, left to right (empty while hidden or without system keys).
    public var keys: [SoftwareKeyboardKeyView] {
        guard isVisible, plane != nil else { return [] }
        return keyboardWindow?.hostView.keyPlane.keyViews ?? []
    }

    /// The first key whose accessibility label is `label` ("a", "space", "delete", "more", "Return").
    public func key(_ label: String) -> SoftwareKeyboardKeyView? {
        keys.first { $0.accessibilityLabel == label }
    }

    /// The first key of `kind`.
    public func key(of kind: SoftwareKeyboardKeyKind) -> SoftwareKeyboardKeyView? {
        keys.first { $0.kind == kind }
    }

    /// The return key's title ("return", "go", "done"…), or nil when no return key shows (digit pads).
    public var returnKeyTitle: String? { key(of: .returnKey)?.title }

    /// Whether the keyboard has a dismiss key ("Hide keyboard", iPad only).
    public var hasDismissKey: Bool { key(of: .dismiss) != nil }

    /// The accessory view shown, if any.
    public var accessoryView: UIView? { isVisible ? keyboardWindow?.hostView.accessoryView : nil }

    /// The custom input view shown, if any.
    public var inputView: UIView? { isVisible ? keyboardWindow?.hostView.customInputView : nil }

    // MARK: Geometry

    var screenBounds: CGRect { application.screen.bounds }
    var idiom: UIUserInterfaceIdiom { application.configuration.device.idiom }

    /// The frame of a keyboard of `height` resting at the bottom of the screen.
    func onScreenFrame(height: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: screenBounds.maxY - height, width: screenBounds.width, height: height)
    }

    /// The frame of a keyboard of `height` just below the screen.
    func offScreenFrame(height: CGFloat) -> CGRect {
        CGRect(x: screenBounds.minX, y: screenBounds.maxY, width: screenBounds.width, height: height)
    }
}
