import Foundation

extension UIApplication {
    /// The app's `URLSession` requests on the runtime clock: the simulated network's conditions and
    /// the requests in flight (see ``HeadlessNetwork`` and Guide/Network.md).
    ///
    /// - Note: HeadlessUI only; not in UIKit.
    public var network: HeadlessNetwork { HeadlessNetwork.tracker(for: self) }
}
