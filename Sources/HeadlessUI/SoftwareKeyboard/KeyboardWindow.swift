import Foundation

/// The window that hosts the software keyboard, like UIKit's remote keyboard window
/// (`UIRemoteKeyboardWindow`): full screen, at ``SoftwareKeyboard/windowLevel`` (above alerts), never
/// key, and transparent to touches outside the keyboard, so the app's windows below keep receiving
/// them. Inside the keyboard's frame it takes every touch: views under the keyboard are not hittable.
@MainActor
final class KeyboardWindow: UIWindow {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The view that slides: accessory view, then keys (or the custom input view).
    let hostView = KeyboardHostView()

    init(screenBounds: CGRect, application: UIApplication) {
        super.init(frame: screenBounds, application: application)
        windowLevel = SoftwareKeyboard.windowLevel
        addSubview(hostView)
    }

    /// Touches outside the keyboard pass through to the windows below.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }

    /// The keyboard window never becomes key: the app's window keeps keyboard focus.
    override func makeKey() {}

    /// Shows the window in front without making it key.
    func orderFront() {
        guard isHidden else { return }
        isHidden = false
        application?.orderFront(self)
    }
}

/// The sliding part of the keyboard. It takes the touches that land between keys, so nothing under
/// the keyboard receives them.
@MainActor
final class KeyboardHostView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// The system keys.
    let keyPlane = KeyboardKeyPlaneView()
    /// The responder's accessory view while shown.
    private(set) weak var accessoryView: UIView?
    /// The responder's input view while shown.
    private(set) weak var customInputView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.82, alpha: 1)
        addSubview(keyPlane)
    }

    /// Installs the content of `layout`, laid out for a keyboard of `width`.
    func install(_ content: KeyboardContent, width: CGFloat) {
        if accessoryView !== content.accessoryView {
            if let old = accessoryView, old.superview === self { old.removeFromSuperview() }
            accessoryView = content.accessoryView
            if let accessory = content.accessoryView { addSubview(accessory) }
        }
        if customInputView !== content.inputView {
            if let old = customInputView, old.superview === self { old.removeFromSuperview() }
            customInputView = content.inputView
            if let input = content.inputView { addSubview(input) }
        }
        accessoryView?.frame = CGRect(x: 0, y: 0, width: width, height: content.accessoryHeight)
        customInputView?.frame = CGRect(x: 0, y: content.accessoryHeight, width: width, height: content.inputViewHeight)
        keyPlane.isHidden = content.plane == nil
        keyPlane.frame = CGRect(x: 0, y: content.accessoryHeight, width: width, height: content.bodyHeight)
    }

    /// Removes the responder's views (after the keyboard hid).
    func removeContent() {
        if let old = accessoryView, old.superview === self { old.removeFromSuperview() }
        if let old = customInputView, old.superview === self { old.removeFromSuperview() }
        accessoryView = nil
        customInputView = nil
        keyPlane.removeKeys()
    }
}

/// The plane of key views.
@MainActor
final class KeyboardKeyPlaneView: UIView {
    /// The keys, row by row, left to right.
    private(set) var keyViews: [SoftwareKeyboardKeyView] = []
    /// The layout shown.
    private(set) var layout: KeyboardLayout?

    /// Replaces the keys with those of `layout`.
    func load(_ layout: KeyboardLayout, metrics: KeyboardMetrics, width: CGFloat, keyboard: SoftwareKeyboard) {
        removeKeys()
        self.layout = layout
        let frames = metrics.frames(for: layout.rows, width: width)
        for (row, rowFrames) in zip(layout.rows, frames) {
            for (spec, frame) in zip(row, rowFrames) {
                guard let kind = spec.kind else { continue }
                let appearance = keyboard.appearance(of: kind)
                let key = SoftwareKeyboardKeyView(
                    kind: kind, title: appearance.title, label: appearance.label, value: appearance.value, keyboard: keyboard
                )
                key.frame = frame
                addSubview(key)
                keyViews.append(key)
            }
        }
    }

    /// Removes every key.
    func removeKeys() {
        for key in keyViews { key.removeFromSuperview() }
        keyViews.removeAll()
        layout = nil
    }
}
