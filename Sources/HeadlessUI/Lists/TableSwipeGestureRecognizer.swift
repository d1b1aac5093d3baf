import Foundation

/// The pan a table uses to swipe rows sideways (UIKit's private swipe-to-delete recognizer): it
/// begins only when the finger travels past the 10 pt hysteresis mostly horizontally, and only over
/// a row that has actions on that side (the table decides in `gestureRecognizerShouldBegin`).
@MainActor
final class TableSwipeGestureRecognizer: UIPanGestureRecognizer {
    weak var tableView: UITableView?
    /// The raw translation that asked to begin (its sign picks trailing or leading actions).
    private(set) var proposedTranslation: CGPoint = .zero

    override init(handler: Handler? = nil) {
        super.init(handler: handler)
    }

    override func shouldBegin(withTranslation translation: CGPoint) -> Bool {
        guard Swift.abs(translation.x) > hysteresis, Swift.abs(translation.x) > Swift.abs(translation.y) else { return false }
        proposedTranslation = translation
        return true
    }
}

/// A row swiped open (or being swiped): its actions view and how far the cell moved.
@MainActor
struct TableSwipeState {
    var indexPath: IndexPath
    let configuration: UISwipeActionsConfiguration
    /// True for trailing actions (row moved left), false for leading.
    let isTrailing: Bool
    let actionsView: SwipeActionsView
    /// The cell's horizontal displacement (negative for trailing).
    var offset: CGFloat = 0
    /// The offset when the current drag began.
    var dragStartOffset: CGFloat = 0
    var isSwiping = true
    /// The content offset when the row opened; scrolling away from it closes the row.
    var openedAtContentOffsetY: CGFloat = 0

    /// Open and resting (not being dragged).
    var isOpen: Bool { !isSwiping && offset != 0 }

    /// Slides `cell` back to `home`, then removes the buttons (at once without animation).
    func close(cell: UIView?, home: CGRect, animated: Bool, duration: TimeInterval) {
        guard animated, UIView.areAnimationsEnabled else {
            cell?.frame = home
            actionsView.removeFromSuperview()
            return
        }
        let actionsView = actionsView
        UIView.animate(withDuration: duration, animations: {
            cell?.frame = home
        }, completion: { _ in
            actionsView.removeFromSuperview()
        })
    }

    /// Puts the buttons in the space the cell uncovered in `row` (at least their own width).
    func placeActions(in row: CGRect) {
        let width = Swift.max(actionsView.totalWidth, Swift.abs(offset))
        actionsView.frame = CGRect(x: isTrailing ? row.maxX - width : row.minX, y: row.minY, width: width, height: row.height)
        actionsView.layoutIfNeeded()
    }
}

/// The buttons behind a swiped row, one per action, outermost first.
@MainActor
final class SwipeActionsView: UIView {
    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    /// Narrowest action button (HeadlessUI's choice: 74 pt).
    static let minimumButtonWidth: CGFloat = 74
    /// Padding on each side of an action's title.
    static let titlePadding: CGFloat = 15

    let buttons: [UIButton]
    let widths: [CGFloat]
    let isTrailing: Bool
    var totalWidth: CGFloat { widths.reduce(0, +) }

    init(configuration: UISwipeActionsConfiguration, isTrailing: Bool, perform: @escaping @MainActor (UIContextualAction, UIView) -> Void) {
        self.isTrailing = isTrailing
        var buttons: [UIButton] = []
        var widths: [CGFloat] = []
        for action in configuration.actions {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image {
                button.setImage(image.withRenderingMode(.alwaysTemplate), for: .normal)
                button.tintColor = .white
            }
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak button] _ in
                guard let button else { return }
                perform(action, button)
            }, for: .touchUpInside)
            let titleWidth = (action.title ?? "").size(withAttributes: [.font: UIButton.defaultTitleFont]).width
            let contentWidth = titleWidth + (action.image?.size.width ?? 0)
            widths.append(Swift.max(SwipeActionsView.minimumButtonWidth, (contentWidth + 2 * SwipeActionsView.titlePadding).rounded(.up)))
            buttons.append(button)
        }
        self.buttons = buttons
        self.widths = widths
        super.init(frame: .zero)
        clipsToBounds = true
        for button in buttons { addSubview(button) }
    }

    /// Lays the buttons out from the outer edge inwards; the first (outermost) one takes any extra
    /// width while the row is pulled past the buttons.
    override func layoutSubviews() {
        super.layoutSubviews()
        let extra = Swift.max(0, bounds.width - totalWidth)
        var edge: CGFloat = isTrailing ? bounds.width : 0
        for (index, button) in buttons.enumerated() {
            let width = widths[index] + (index == 0 ? extra : 0)
            if isTrailing {
                edge -= width
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
                edge += width
            }
        }
    }
}
