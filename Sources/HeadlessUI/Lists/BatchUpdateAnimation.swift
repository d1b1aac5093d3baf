import Foundation

/// A cell a batch update can slide: where the update moves it, set while the animation is prepared.
@MainActor
protocol BatchUpdateAnimatable: UIView {
    var targetFrameForUpdate: CGRect? { get set }
}

extension UITableViewCell: BatchUpdateAnimatable {}
extension UICollectionReusableView: BatchUpdateAnimatable {}

/// Where an appearing cell starts or a leaving cell ends its update animation (a collection layout's
/// initial or final layout attributes).
struct BatchUpdateEndpoint {
    var frame: CGRect
    var alpha: CGFloat
    var transform: CGAffineTransform

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        transform = attributes.transform
    }

    /// Puts `view` in this state (the frame is set untransformed, then the transform applies).
    @MainActor
    func apply(to view: UIView) {
        view.transform = .identity
        view.frame = frame
        view.transform = transform
        view.alpha = alpha
    }
}

/// The animation of one batch update, shared by table and collection views: kept cells slide from
/// their old frames to their new ones, inserted cells fade in (or come from their `appearingFrom`
/// state) and leaving cells fade out (or go to their `leavingTo` state) over `duration` on the
/// runtime clock; then leaving cells are retired and `completion` runs.
@MainActor
enum BatchUpdateAnimation {
    static func run<Cell: BatchUpdateAnimatable>(
        visible: [Cell], oldFrames: [ObjectIdentifier: CGRect], leaving: [Cell], duration: TimeInterval,
        appearingFrom: [ObjectIdentifier: BatchUpdateEndpoint] = [:], leavingTo: [ObjectIdentifier: BatchUpdateEndpoint] = [:],
        retire: @escaping @MainActor (Cell) -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        var appearing: [ObjectIdentifier: (frame: CGRect, alpha: CGFloat)] = [:]
        UIView.performWithoutAnimation {
            for cell in visible {
                if let old = oldFrames[ObjectIdentifier(cell)] {
                    cell.targetFrameForUpdate = cell.frame
                    cell.frame = old
                } else if let start = appearingFrom[ObjectIdentifier(cell)] {
                    appearing[ObjectIdentifier(cell)] = (cell.frame, cell.alpha)
                    cell.targetFrameForUpdate = cell.frame
                    start.apply(to: cell)
                } else {
                    cell.alpha = 0
                }
            }
        }
        UIView.animate(withDuration: duration, animations: {
            for cell in visible {
                if let final = appearing[ObjectIdentifier(cell)] {
                    cell.transform = .identity
                    cell.frame = final.frame
                    cell.alpha = final.alpha
                    cell.targetFrameForUpdate = nil
                } else if let target = cell.targetFrameForUpdate {
                    cell.frame = target
                    cell.targetFrameForUpdate = nil
                } else {
                    cell.alpha = 1
                }
            }
            for cell in leaving {
                if let end = leavingTo[ObjectIdentifier(cell)] { end.apply(to: cell) } else { cell.alpha = 0 }
            }
        }, completion: { finished in
            for cell in leaving { retire(cell) }
            completion?(finished)
        })
    }
}
