import Foundation

/// A cell a batch update can slide: where the update moves it, set while the animation is prepared.
@MainActor
protocol BatchUpdateAnimatable: UIView {
    var targetFrameForUpdate: CGRect? { get set }
}

extension UITableViewCell: BatchUpdateAnimatable {}
extension UICollectionReusableView: BatchUpdateAnimatable {}

/// The animation of one batch update, shared by table and collection views: kept cells slide from
/// their old frames to their new ones, inserted cells fade in and leaving cells fade out over
/// `duration` on the runtime clock; then leaving cells are retired and `completion` runs.
@MainActor
enum BatchUpdateAnimation {
    static func run<Cell: BatchUpdateAnimatable>(
        visible: [Cell], oldFrames: [ObjectIdentifier: CGRect], leaving: [Cell], duration: TimeInterval,
        retire: @escaping @MainActor (Cell) -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
        UIView.performWithoutAnimation {
            for cell in visible {
                if let old = oldFrames[ObjectIdentifier(cell)] {
                    cell.targetFrameForUpdate = cell.frame
                    cell.frame = old
                } else {
                    cell.alpha = 0
                }
            }
        }
        UIView.animate(withDuration: duration, animations: {
            for cell in visible {
                if let target = cell.targetFrameForUpdate {
                    cell.frame = target
                    cell.targetFrameForUpdate = nil
                } else {
                    cell.alpha = 1
                }
            }
            for cell in leaving { cell.alpha = 0 }
        }, completion: { finished in
            for cell in leaving { retire(cell) }
            completion?(finished)
        })
    }
}
