import Foundation

/// The look of alerts and action sheets (``UIAlertController``'s ``AlertContentView``): the card
/// as a rounded ``cornerRadius`` group in the card's background colour (an action sheet's cancel
/// button as a separate rounded group, with the dimmed screen showing in the gap), hairline
/// separators above every button and between side-by-side buttons, and the button titles centred
/// in ``alertButtonFont`` (``sheetButtonFont`` in action sheets): in the tint colour,
/// ``destructiveColor`` for destructive actions, ``disabledColor`` for disabled ones, and semibold
/// for the preferred action (or, without one, the cancel action).
///
/// The dimming behind the card is the presentation's dimming view, drawn as an ordinary view.
@MainActor
enum AlertStyling {
    /// Corner radius of the card and of an action sheet's groups (iOS: about 14 pt).
    static let cornerRadius: CGFloat = 14
    /// The card colour when the card view has no background colour (iOS: a light translucent
    /// material; HeadlessUI draws it opaque).
    static let defaultCardColor = UIColor.white
    /// The separator lines between header and buttons.
    static let separatorColor = UIColor.separator
    /// Title font of alert buttons (iOS: 17 pt).
    static let alertButtonFont = UIFont.systemFont(ofSize: 17)
    /// Title font of the preferred (or cancel) alert button (iOS: 17 pt semibold).
    static let alertBoldButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    /// Title font of action sheet buttons (iOS: 20 pt).
    static let sheetButtonFont = UIFont.systemFont(ofSize: 20)
    /// Title font of the preferred (or cancel) action sheet button (iOS: 20 pt semibold).
    static let sheetBoldButtonFont = UIFont.systemFont(ofSize: 20, weight: .semibold)
    /// Title colour of destructive actions.
    static let destructiveColor = UIColor.systemRed
    /// Title colour of disabled actions (HeadlessUI: system grey, close to iOS's dimmed title).
    static let disabledColor = UIColor.systemGray
    /// The shade over a button while a finger is on it.
    static let highlightColor = UIColor(white: 0, alpha: 0.08)
    /// Horizontal padding of button titles.
    static let titleInset: CGFloat = 8

    static func drawsContent(_ view: UIView) -> Bool {
        view is AlertContentView || (view is BarButtonView && view.superview is AlertContentView)
    }

    static func replacesBackground(of view: UIView) -> Bool {
        view is AlertContentView
    }

    /// The title labels of the action buttons: the button styling draws the title.
    static func isDrawnBySuperview(_ subview: UIView) -> Bool {
        subview is UILabel && subview.superview is BarButtonView && subview.superview?.superview is AlertContentView
    }

    static func draw(_ view: UIView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        if let card = view as? AlertContentView {
            drawCard(card, bounds: bounds, opacity: opacity, in: canvas)
        } else if let button = view as? BarButtonView, let card = button.superview as? AlertContentView {
            drawButton(button, in: card, bounds: bounds, opacity: opacity, canvas: canvas)
        }
    }

    /// The card groups and the separators.
    private static func drawCard(_ card: AlertContentView, bounds: CGRect, opacity: CGFloat, in canvas: RasterCanvas) {
        let color = StylingShapes.faded(card.presentationValues.backgroundColor ?? defaultCardColor, opacity)
        let isSheet = alertController(of: card)?.preferredStyle == .actionSheet
        let buttons = card.actionButtons
        var groups = [bounds]
        if isSheet, let cancel = buttons.last, cancelIndex(in: card) == buttons.count - 1 {
            let main = CGRect(
                x: bounds.minX, y: bounds.minY, width: bounds.width, height: cancel.frame.minY - AlertContentView.sheetMargin - bounds.minY
            )
            groups = main.height > 0 ? [main, cancel.frame] : [cancel.frame]
        }
        for group in groups { canvas.fill(group, cornerRadius: cornerRadius, color: color) }
        let line = StylingShapes.hairline(on: canvas)
        let separator = StylingShapes.faded(separatorColor, opacity)
        for button in buttons where !button.isHidden {
            let frame = button.frame
            let group = groups.first { $0.insetBy(dx: -0.5, dy: -0.5).contains(frame) } ?? bounds
            if frame.minY > group.minY + 0.5 {
                canvas.fill(CGRect(x: frame.minX, y: frame.minY - line / 2, width: frame.width, height: line), color: separator)
            }
            if frame.minX > group.minX + 0.5 {
                canvas.fill(CGRect(x: frame.minX - line / 2, y: frame.minY, width: line, height: frame.height), color: separator)
            }
        }
    }

    /// A button's highlight and its title.
    private static func drawButton(
        _ button: BarButtonView, in card: AlertContentView, bounds: CGRect, opacity: CGFloat, canvas: RasterCanvas
    ) {
        let controller = alertController(of: card)
        let isSheet = controller?.preferredStyle == .actionSheet
        var action: UIAlertAction?
        if let controller, let index = card.actionButtons.firstIndex(where: { $0 === button }) {
            let ordered = controller.orderedActions
            if ordered.indices.contains(index) { action = ordered[index] }
        }
        if button.isHighlighted {
            canvas.fill(bounds, color: StylingShapes.faded(highlightColor, opacity))
        }
        let isBold: Bool
        if let action, let controller {
            isBold = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
        } else {
            isBold = false
        }
        let font = isSheet ? (isBold ? sheetBoldButtonFont : sheetButtonFont) : (isBold ? alertBoldButtonFont : alertButtonFont)
        let color: UIColor
        if !button.isEnabled {
            color = disabledColor
        } else if action?.style == .destructive {
            color = destructiveColor
        } else {
            color = button.tintColor
        }
        StylingShapes.drawCentredTitle(
            button.title, font: font, in: bounds.insetBy(dx: titleInset, dy: 0), color: StylingShapes.faded(color, opacity), canvas: canvas
        )
    }

    /// The alert controller whose view `card` is.
    private static func alertController(of card: AlertContentView) -> UIAlertController? {
        card.owningViewController as? UIAlertController
    }

    /// The display index of the cancel action, if any.
    private static func cancelIndex(in card: AlertContentView) -> Int? {
        alertController(of: card)?.orderedActions.firstIndex { $0.style == .cancel }
    }
}
