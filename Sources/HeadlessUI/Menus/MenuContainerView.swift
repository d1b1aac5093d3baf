import Foundation

/// The full-window layer a menu is shown in: above everything in the window, modal to
/// accessibility, with the menu card (a scroll view of ``MenuRowView``s) and, for context menus, a
/// dimmed backdrop and the preview. A tap outside the card closes the menu without reaching the
/// views behind it; a tap on the preview commits it.
@MainActor
final class MenuContainerView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Alpha of the black backdrop behind a context menu (UIKit blurs; HeadlessUI dims).
    static let backdropAlpha: CGFloat = 0.2
    /// Corner radius of the card.
    static let cardCornerRadius: CGFloat = 13

    let card = UIScrollView()
    /// The rows and separators in the card.
    private var cardContent: [UIView] = []
    let previewView: UIView?
    /// Run for a tap outside the card and the preview.
    var outsideTapHandler: (@MainActor () -> Void)?
    /// Run for a tap on the preview.
    var previewTapHandler: (@MainActor () -> Void)?

    init(frame: CGRect, previewView: UIView?, dimsBackground: Bool) {
        self.previewView = previewView
        super.init(frame: frame)
        accessibilityIdentifier = "HeadlessUI.menu"
        accessibilityViewIsModal = true
        backgroundColor = dimsBackground ? UIColor.black.withAlphaComponent(MenuContainerView.backdropAlpha) : nil
        if let previewView {
            // The preview shows content; touches on it commit it rather than reaching its subviews.
            previewView.isUserInteractionEnabled = false
            addSubview(previewView)
        }
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = MenuContainerView.cardCornerRadius
        card.clipsToBounds = true
        card.accessibilityIdentifier = "HeadlessUI.menu.card"
        addSubview(card)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        if let previewView, previewView.frame.contains(point) {
            previewTapHandler?()
        } else if !card.frame.contains(point) {
            outsideTapHandler?()
        }
    }

    /// Replaces the card's rows, stacked top to bottom with group separators.
    func setRows(_ rows: [MenuRowView]) {
        for view in cardContent { view.removeFromSuperview() }
        cardContent = []
        var y: CGFloat = 0
        for row in rows {
            if row.item.startsGroup {
                let separator = UIView(frame: CGRect(x: 0, y: y, width: MenuPresentation.cardWidth, height: MenuPresentation.groupGap))
                separator.backgroundColor = .systemGray5
                card.addSubview(separator)
                cardContent.append(separator)
                y += MenuPresentation.groupGap
            }
            let height = MenuRowView.height(of: row.item)
            row.frame = CGRect(x: 0, y: y, width: MenuPresentation.cardWidth, height: height)
            card.addSubview(row)
            cardContent.append(row)
            y += height
        }
        card.contentSize = CGSize(width: MenuPresentation.cardWidth, height: y)
    }
}
