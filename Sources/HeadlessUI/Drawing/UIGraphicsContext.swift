import Foundation

/// The stack of current drawing contexts: `UIView.draw(_:)`, `UIGraphicsImageRenderer.image(actions:)`
/// and `UIGraphicsPushContext(_:)` push one.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context drawing goes to now: inside `UIView.draw(_:)`, `CALayer.draw(in:)` (through
/// `UIGraphicsPushContext`) or `UIGraphicsImageRenderer.image(actions:)`; `nil` elsewhere.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

/// Makes `context` the current context until ``UIGraphicsPopContext()``.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the matching ``UIGraphicsPushContext(_:)``.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}
