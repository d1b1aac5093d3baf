import Foundation

/// The view of an alert controller: the card with the title, the message, the text fields and the
/// action buttons (and, for action sheets, the separate cancel button below it).
///
/// Geometry (deliberate choices; texts are measured with the system font: 17-pt semibold title, 13-pt message):
/// - Alert: ``alertWidth`` (270 pt) wide, centred; title and message with ``textInset`` padding;
///   text fields ``textFieldHeight`` (28 pt) tall, ``textFieldSpacing`` apart, ``textInset`` from
///   the sides, below the texts; buttons ``alertButtonHeight`` (44 pt) tall, side by side for two
///   actions, stacked otherwise.
/// - Action sheet: the screen width minus ``sheetMargin`` (8 pt) on each side, sitting above the
///   bottom safe area; buttons ``sheetButtonHeight`` (57 pt) tall; the cancel button is a separate
///   group ``sheetMargin`` below the others.
///
/// To accessibility the card is a modal container labelled with the title (`accessibilityViewIsModal`),
/// the title and message are static texts and each action is a button labelled with its title.
@MainActor
final class AlertContentView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    static let alertWidth: CGFloat = 270
    static let textInset: CGFloat = 16
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let messageFont = UIFont.systemFont(ofSize: 13)
    static let textFieldFont = UIFont.systemFont(ofSize: 13)
    static let textFieldHeight: CGFloat = 28
    static let textFieldSpacing: CGFloat = 8

    private unowned let controller: UIAlertController
    let titleView = BarTextView(text: nil)
    let messageView = BarTextView(text: nil)
    private(set) var actionButtons: [BarButtonView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .white
        accessibilityViewIsModal = true
        for (label, font) in [(titleView, AlertContentView.titleFont), (messageView, AlertContentView.messageFont)] {
            label.font = font
            label.numberOfLines = 0
            label.textAlignment = .center
            addSubview(label)
        }
        reload()
    }

    private var isSheet: Bool { controller.preferredStyle == .actionSheet }

    /// Rebuilds texts and buttons from the controller.
    func reload() {
        titleView.text = controller.title
        messageView.text = controller.message
        for field in controller.textFields ?? [] where field.superview !== self { addSubview(field) }
        for button in actionButtons { button.removeFromSuperview() }
        actionButtons = controller.orderedActions.map { action in
            let button = BarButtonView(title: action.title ?? "") { [weak self, weak action] in
                guard let self, let action else { return }
                self.controller.actionTapped(action)
            }
            button.isEnabled = action.isEnabled
            button.accessibilityIdentifier = action.accessibilityIdentifier
            addSubview(button)
            return button
        }
        setNeedsLayout()
    }

    // MARK: Geometry

    private func textHeight(_ label: UILabel, width: CGFloat) -> CGFloat {
        guard label.text?.isEmpty == false, width > 0 else { return 0 }
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    private func width(in containerBounds: CGRect) -> CGFloat {
        isSheet ? containerBounds.width - 2 * AlertContentView.sheetMargin : Swift.min(AlertContentView.alertWidth, containerBounds.width)
    }

    private var buttonHeight: CGFloat { isSheet ? AlertContentView.sheetButtonHeight : AlertContentView.alertButtonHeight }

    private var hasHeader: Bool {
        controller.title?.isEmpty == false || controller.message?.isEmpty == false || controller.textFields != nil
    }

    private var textFieldsHeight: CGFloat {
        let count = CGFloat(controller.textFields?.count ?? 0)
        guard count > 0 else { return 0 }
        return AlertContentView.textFieldSpacing + count * AlertContentView.textFieldHeight
            + (count - 1) * AlertContentView.textFieldSpacing
    }

    private var sideBySide: Bool { !isSheet && controller.actions.count == 2 }

    private var hasSeparateCancel: Bool { isSheet && controller.actions.contains { $0.style == .cancel } }

    private func headerHeight(width: CGFloat) -> CGFloat {
        guard hasHeader else { return 0 }
        let textWidth = width - 2 * AlertContentView.textInset
        return 2 * AlertContentView.textInset + textHeight(titleView, width: textWidth) + textHeight(messageView, width: textWidth)
            + textFieldsHeight
    }

    private func contentHeight(width: CGFloat) -> CGFloat {
        let rows = sideBySide ? 1 : controller.actions.count
        let cancelGap = hasSeparateCancel ? AlertContentView.sheetMargin : 0
        return headerHeight(width: width) + CGFloat(rows) * buttonHeight + cancelGap
    }

    /// The card's frame in the presentation container.
    func frame(in containerBounds: CGRect, safeArea: UIEdgeInsets) -> CGRect {
        let width = width(in: containerBounds)
        let height = contentHeight(width: width)
        if isSheet {
            let bottom = containerBounds.maxY - Swift.max(safeArea.bottom, AlertContentView.sheetMargin)
            return CGRect(x: containerBounds.midX - width / 2, y: bottom - height, width: width, height: height)
        }
        return CGRect(x: containerBounds.midX - width / 2, y: containerBounds.midY - height / 2, width: width, height: height)
    }

    override func layoutSubviews() {
        let width = bounds.width
        let textWidth = width - 2 * AlertContentView.textInset
        var y: CGFloat = hasHeader ? AlertContentView.textInset : 0
        let titleHeight = textHeight(titleView, width: textWidth)
        titleView.frame = CGRect(x: AlertContentView.textInset, y: y, width: textWidth, height: titleHeight)
        y += titleHeight
        let messageHeight = textHeight(messageView, width: textWidth)
        messageView.frame = CGRect(x: AlertContentView.textInset, y: y, width: textWidth, height: messageHeight)
        y += messageHeight
        for field in controller.textFields ?? [] {
            y += AlertContentView.textFieldSpacing
            field.frame = CGRect(x: AlertContentView.textInset, y: y, width: textWidth, height: AlertContentView.textFieldHeight)
            y += AlertContentView.textFieldHeight
        }
        y = headerHeight(width: width)
        if sideBySide {
            let half = width / 2
            for (index, button) in actionButtons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: buttonHeight)
            }
            return
        }
        for (index, button) in actionButtons.enumerated() {
            let isCancel = hasSeparateCancel && index == actionButtons.count - 1
            if isCancel { y += AlertContentView.sheetMargin }
            button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
            y += buttonHeight
        }
    }

    override var defaultAccessibilityLabel: String? { controller.title }
}
