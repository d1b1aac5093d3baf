import Foundation
import Hammer

/// Code that runs around every action and assertion (outermost interceptor first), for behaviour a
/// team wants everywhere: logging, metrics, a pause before taps in demos, custom artifacts.
///
/// An interceptor must call `proceed` exactly once to run the action; not calling it skips the
/// action, which then fails with a message naming the interceptor.
///
/// ```swift
/// config.interceptors.append(KassInterceptor(name: "log") { action, proceed in
///     print("→ \(action.name) on \(action.element)")
///     proceed()
/// })
/// ```
public struct KassInterceptor: Sendable {
    /// The interceptor's name, for messages.
    public var name: String
    /// Runs around one action; call `proceed()` to run it.
    public var around: @MainActor @Sendable (_ action: KassActionInfo, _ proceed: () -> Void) -> Void

    /// Creates an interceptor.
    public init(name: String, around: @escaping @MainActor @Sendable (_ action: KassActionInfo, _ proceed: () -> Void) -> Void) {
        self.name = name
        self.around = around
    }
}

/// What an interceptor is told about the action it wraps.
public struct KassActionInfo: Sendable {
    /// The action's name (`tap`, `typeText`, `assertVisible`).
    public var name: String
    /// The element's description (`button "login.submit"`), empty for actions on no element.
    public var element: String
    /// The step the action runs as.
    public var step: KassStepID

    /// Creates action information.
    public init(name: String, element: String, step: KassStepID) {
        self.name = name
        self.element = element
        self.step = step
    }
}
