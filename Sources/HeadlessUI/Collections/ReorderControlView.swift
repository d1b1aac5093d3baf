import Foundation

/// The grip of a list cell's `.reorder` accessory: a finger that touches it and moves drags the item
/// through the collection view's interactive movement (begin on touch-down, follow, end on lift),
/// as UIKit's reorder control does, without the wait of a long press and without scrolling.
@MainActor
final class ReorderControlView: UIImageView {
    /// Where the finger was relative to the cell's centre when the drag began (the cell keeps it).
    private var grabOffset = CGPoint.zero

    init(image: UIImage?, tintColor: UIColor) {
        // A finger-sized grip even when the symbol placeholder has no size of its own.
        let imageSize = image?.size ?? .zero
        super.init(frame: CGRect(x: 0, y: 0, width: Swift.max(imageSize.width, 24), height: Swift.max(imageSize.height, 24)))
        self.image = image
        self.tintColor = tintColor
        accessibilityLabel = "Reorder"
        isUserInteractionEnabled = true
        let drag = UILongPressGestureRecognizer { [weak self] recognizer in
            self?.handle(recognizer)
        }
        drag.minimumPressDuration = 0
        drag.allowableMovement = .greatestFiniteMagnitude
        addGestureRecognizer(drag)
    }

    /// HeadlessUI decodes no archives (see `UIView.init?(coder:)`): reports a runtime issue and fails.
    required init?(coder: NSCoder) {
        UIView.reportUndecodedArchive(of: Self.self)
        return nil
    }

    private func handle(_ recognizer: UIGestureRecognizer) {
        guard let cell = superview as? UICollectionViewCell, let collection = cell.superview as? UICollectionView else { return }
        let location = recognizer.location(in: collection)
        switch recognizer.state {
        case .began:
            guard let path = collection.indexPath(for: cell), collection.beginInteractiveMovementForItem(at: path) else { return }
            grabOffset = CGPoint(x: cell.center.x - location.x, y: cell.center.y - location.y)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(CGPoint(x: cell.center.x, y: location.y + grabOffset.y))
        case .ended:
            collection.endInteractiveMovement()
        case .cancelled, .failed:
            collection.cancelInteractiveMovement()
        default:
            break
        }
    }
}
