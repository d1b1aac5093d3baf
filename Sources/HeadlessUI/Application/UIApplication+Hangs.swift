import Foundation

extension UIApplication {
    /// Runs `body`, a main-thread callback of the app, measured by the current application's hang
    /// monitor (see ``MainThreadHang``); just runs it when no application runs.
    @inline(__always)
    static func measuringHang<Result>(
        _ callback: MainThreadHang.Callback, _ name: @autoclosure () -> String, _ body: () throws -> Result
    ) rethrows -> Result {
        guard let application = currentApplication, !application.isTerminated else { return try body() }
        return try application.runLoop.hangMonitor.measure(callback, name(), body)
    }

    /// The name of a `UIAction`'s sender for a hang: ` of UIButton 'save'`, or nothing.
    static func hangSenderName(_ sender: AnyObject?) -> String {
        switch sender {
        case let view as UIView: return " of \(view.debugName)"
        case let recognizer as UIGestureRecognizer: return " of \(recognizer.debugName)"
        case let sender?: return " of \(type(of: sender))"
        case nil: return ""
        }
    }
}
