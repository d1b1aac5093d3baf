import Foundation

/// An alert or action sheet, as UIKit's `UIAlertController`. Present it like any controller
/// (`present(alert, animated: true)`); HeadlessUI shows it in the presenter's window above
/// everything else, over a black dimming view (alpha ``dimmingAlpha``) that blocks touches to the app.
///
/// A tap on an action's button dismisses the alert (animated, 0.4 s) and the action's handler runs
/// when the dismissal has finished, so the handler may present another controller at once.
/// On iPhone, a tap outside an action sheet that has a cancel action triggers that action (as UIKit does).
///
/// Alerts can have text fields (``addTextField(configurationHandler:)``), stacked under the message:
/// the first one becomes the first responder once the alert has appeared, and the alert then moves
/// up to be centred in the room above the software keyboard. Action handlers read them through
/// ``textFields``.
@preconcurrency @MainActor
open class UIAlertController: UIViewController, CustomPresentationAnimating {
    /// Alert or action sheet.
    public enum Style: Int, Sendable {
        /// A sheet of actions sliding up from the bottom.
        case actionSheet = 0
        /// A centred alert.
        case alert = 1
    }

    /// Alpha of the black dimming view behind alerts and action sheets.
    public static let dimmingAlpha: CGFloat = 0.2
    /// Duration of the appearance and disappearance (the built-in modal transition's 0.4 s).
    public static let animationDuration: TimeInterval = 0.4
    /// Scale an alert grows from as it appears.
    static let appearanceScale: CGFloat = 1.2

    /// The style chosen at creation.
    public let preferredStyle: Style
    /// The message under the title.
    open var message: String? { didSet { contentView?.reload() } }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    private var storedTextFields: [UITextField] = []
    /// The text fields, in the order they were added (`nil` when there are none), as UIKit's `textFields`.
    open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }
    /// The action shown in bold, run by the return key; must be one of ``actions`` (else reported and ignored).
    open var preferredAction: UIAlertAction? {
        get { storedPreferredAction }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: debugName, property: "preferredAction",
                    reason: "the action '\(newValue.title ?? "")' has not been added with addAction(_:); add it first."
                ))
                return
            }
            storedPreferredAction = newValue
            contentView?.reload()
        }
    }
    private var storedPreferredAction: UIAlertAction?
    var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }
    /// The action whose button was tapped, whose handler runs once the dismissal ends.
    private var triggeredAction: UIAlertAction?

    /// Creates an alert or action sheet.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        modalPresentationStyle = .custom
    }

    /// Fails: HeadlessUI decodes no archives (see ``UIViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        nil
    }

    /// Adds an action. A second `.cancel` action is refused with a runtime issue (UIKit raises
    /// "UIAlertController can only have one action with a style of UIAlertActionStyleCancel").
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "UIAlertController can only have one action with a style of .cancel; '\(action.title ?? "")' was not added."
            ))
            return
        }
        if actions.contains(where: { $0 === action }) {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse("The action '\(action.title ?? "")' was already added to \(debugName)."))
            return
        }
        actions.append(action)
        action.changeHandler = { [weak self] in self?.contentView?.reload() }
        contentView?.reload()
    }

    /// Adds a text field under the message (alerts only: an action sheet reports a runtime issue and
    /// adds none, where UIKit raises an exception). `configurationHandler` runs at once with the new
    /// field, as in UIKit.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIApplication.reportRuntimeIssue(.viewControllerMisuse(
                "Text fields can only be added to an alert controller of style .alert; \(debugName) is an action sheet, "
                    + "so no text field was added."
            ))
            return
        }
        let field = UITextField(frame: .zero)
        field.font = AlertContentView.textFieldFont
        field.borderStyle = .roundedRect
        storedTextFields.append(field)
        configurationHandler?(field)
        contentView?.reload()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard let first = storedTextFields.first, first.becomeFirstResponder() else { return }
        moveAboveKeyboard()
    }

    /// Centres the alert in the room between the top safe area and the software keyboard (when it
    /// is up and covers the alert's centre), as UIKit does for alerts with text fields.
    private func moveAboveKeyboard() {
        guard let card = viewIfLoaded, let window = card.window, let application = UIApplication.current else { return }
        let keyboard = application.softwareKeyboard
        guard keyboard.isVisible, let container = card.superview else { return }
        let keyboardTop = container.convert(CGPoint(x: 0, y: keyboard.frame.minY), from: nil).y
        let top = container.convert(CGPoint(x: 0, y: window.safeAreaInsets.top), from: nil).y
        guard card.frame.maxY > keyboardTop else { return }
        let centreY = Swift.max(top + card.frame.height / 2, (top + keyboardTop) / 2)
        UIView.animate(withDuration: UIAlertController.keyboardAvoidanceDuration) {
            card.center = CGPoint(x: card.center.x, y: centreY)
        }
    }

    /// How long the alert takes to move above the keyboard (the keyboard's slide).
    static let keyboardAvoidanceDuration: TimeInterval = 0.25

    open override func loadView() {
        let content = AlertContentView(controller: self)
        view = content
    }

    /// The actions in display order: an action sheet puts the cancel action last; an alert with two
    /// actions puts the cancel action first (on the left), with more actions last.
    var orderedActions: [UIAlertAction] {
        let cancel = actions.filter { $0.style == .cancel }
        let others = actions.filter { $0.style != .cancel }
        if preferredStyle == .alert, actions.count == 2 { return cancel + others }
        return others + cancel
    }

    /// A tap on an action's button.
    func actionTapped(_ action: UIAlertAction) {
        guard action.isEnabled, triggeredAction == nil, !isBeingDismissed, !isBeingPresented else { return }
        triggeredAction = action
        dismiss(animated: true) { [weak self] in
            self?.triggeredAction = nil
            action.handler?(action)
        }
    }

    /// A tap on the dimming view: action sheets on iPhone cancel.
    func dimmingTapped() {
        guard preferredStyle == .actionSheet, let cancel = actions.first(where: { $0.style == .cancel }) else { return }
        actionTapped(cancel)
    }

    // MARK: CustomPresentationAnimating

    var presentationDimmingAlpha: CGFloat? { UIAlertController.dimmingAlpha }
    var presentationAnimationDuration: TimeInterval { UIAlertController.animationDuration }

    func presentationFrame(in containerBounds: CGRect, window: UIWindow) -> CGRect {
        let content = contentView ?? AlertContentView(controller: self)
        return content.frame(in: containerBounds, safeArea: window.safeAreaInsets)
    }

    func prepareAppearance(in containerBounds: CGRect) {
        presentation?.dimmingView?.tapHandler = { [weak self] in self?.dimmingTapped() }
        let card = view!
        switch preferredStyle {
        case .alert:
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: UIAlertController.appearanceScale, y: UIAlertController.appearanceScale)
        case .actionSheet:
            card.frame = card.frame.offsetBy(dx: 0, dy: containerBounds.maxY - card.frame.minY)
        }
    }

    func animateAppearance(finalFrame: CGRect) {
        let card = view!
        switch preferredStyle {
        case .alert:
            card.alpha = 1
            card.transform = .identity
        case .actionSheet:
            card.frame = finalFrame
        }
    }

    func animateDisappearance(in containerBounds: CGRect) {
        let card = view!
        switch preferredStyle {
        case .alert: card.alpha = 0
        case .actionSheet: card.frame = card.frame.offsetBy(dx: 0, dy: containerBounds.maxY - card.frame.minY)
        }
    }
}
