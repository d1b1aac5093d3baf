import Foundation

extension UIView {
    /// A view showing what this view looks like now, as UIKit's `snapshotView(afterScreenUpdates:)`:
    /// an image view of the view's bounds size holding ``snapshotImage(scale:)`` (HeadlessUI draws
    /// the current state either way, so `afterScreenUpdates` changes nothing). Transitions use it to
    /// animate a picture while the real view moves.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIImageView(image: snapshotImage())
        snapshot.frame = CGRect(origin: .zero, size: bounds.size)
        return snapshot
    }
}
