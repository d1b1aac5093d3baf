import Foundation

/// One `CATransaction`: its completion block waits for the layer animations added while it was open.
@MainActor
final class LayerTransaction {
    var completion: (@MainActor () -> Void)?
    var disableActions = false
    var animationDuration: CFTimeInterval = 0.25
    var pending = 0
    var committed = false

    /// Runs the completion once committed and every animation it holds has ended.
    func finishIfDone(application: UIApplication?) {
        guard committed, pending == 0, let completion else { return }
        self.completion = nil
        if let application {
            application.scheduler.schedule(after: 0, label: "CATransaction completion") { completion() }
        } else {
            completion()
        }
    }
}
