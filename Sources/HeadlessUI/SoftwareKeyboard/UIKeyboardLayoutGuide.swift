import Foundation

/// A rectangle that follows the software keyboard, as UIKit's `UIKeyboardLayoutGuide`
/// (`view.keyboardLayoutGuide`), usable without Auto Layout.
///
/// ``layoutFrame`` is in the owning view's coordinates and spans the view's width from the
/// keyboard's top to the view's bottom. While the keyboard is hidden its top is the bottom of the
/// view's safe area (or the view's bottom when ``usesBottomSafeArea`` is false), as on iOS. While the
/// keyboard slides, the frame already has its final value (like a constraint), and change handlers
/// run inside the keyboard's animation block, so frames they set animate with the keyboard. While a
/// scroll view's interactive dismissal pulls the keyboard down, the guide follows it, frame by frame
/// (as iOS's guide follows the dismiss gesture), though no keyboard notification is posted.
///
/// Its Auto Layout anchors (`topAnchor` and friends, in `Layout/AutoLayout/UIView+Anchors.swift`) let
/// constraints pin views above the keyboard; they follow it inside the keyboard's animation.
///
/// ```swift
/// view.keyboardLayoutGuide.addChangeHandler { guide in
///     sendButton.frame.origin.y = guide.layoutFrame.minY - sendButton.frame.height - 8
/// }
/// ```
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide {
    /// The view whose coordinates ``layoutFrame`` uses.
    public private(set) weak var owningView: UIView?
    /// The guide's identifier (UIKit's).
    public var identifier = "UIViewKeyboardLayoutGuide"
    /// Whether the guide rests on the bottom safe area while the keyboard is hidden (default `true`).
    public var usesBottomSafeArea = true
    /// Whether the guide follows an undocked or floating keyboard. Stored only: HeadlessUI's keyboard
    /// is always docked.
    public var followsUndockedKeyboard = false
    private var handlers: [(id: Int, handler: @MainActor (UIKeyboardLayoutGuide) -> Void)] = []
    private var nextHandlerID = 0

    init(owningView: UIView) {
        self.owningView = owningView
    }

    /// The area the keyboard covers, in the owning view's coordinates: full width, from the keyboard's
    /// top (the safe area's bottom while hidden) to the view's bottom. `.zero` outside a window.
    public var layoutFrame: CGRect {
        guard let view = owningView, view.window != nil else { return .zero }
        let bounds = view.bounds
        var top = bounds.maxY - (usesBottomSafeArea ? view.safeAreaInsets.bottom : 0)
        if let keyboard = UIApplication.current?.softwareKeyboardStorage, keyboard.isVisible {
            let keyboardTop = view.convert(keyboard.layoutGuideFrame, from: nil).minY
            top = Swift.max(bounds.minY, Swift.min(top, keyboardTop))
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: Swift.max(0, bounds.maxY - top))
    }

    /// Calls `handler` whenever the keyboard's frame changes (inside the keyboard's animation block).
    /// Returns a token for ``removeChangeHandler(_:)``.
    @discardableResult
    public func addChangeHandler(_ handler: @escaping @MainActor (UIKeyboardLayoutGuide) -> Void) -> Int {
        nextHandlerID += 1
        handlers.append((nextHandlerID, handler))
        return nextHandlerID
    }

    /// Stops a change handler.
    public func removeChangeHandler(_ token: Int) {
        handlers.removeAll { $0.id == token }
    }

    func keyboardFrameDidChange() {
        for entry in handlers { entry.handler(self) }
    }
}

extension UIView {
    /// A guide that follows the software keyboard (see ``UIKeyboardLayoutGuide``), created on first use.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        let application = window?.application ?? UIApplication.running(reading: "UIView.keyboardLayoutGuide")
        return application.softwareKeyboard.layoutGuide(for: self)
    }
}

extension SoftwareKeyboard {
    /// The guide of `view`, made on first use. Guides of deallocated views are dropped.
    func layoutGuide(for view: UIView) -> UIKeyboardLayoutGuide {
        if let guide = layoutGuides.first(where: { $0.owningView === view }) { return guide }
        layoutGuides.removeAll { $0.owningView == nil }
        let guide = UIKeyboardLayoutGuide(owningView: view)
        layoutGuides.append(guide)
        return guide
    }

    /// Runs the guides' change handlers, oldest guide first.
    func notifyLayoutGuides() {
        layoutGuides.removeAll { $0.owningView == nil }
        for guide in layoutGuides { guide.keyboardFrameDidChange() }
    }
}
