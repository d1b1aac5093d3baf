import Foundation

/// Runs app drawing code (`UIView.draw(_:)`, `CALayer.draw(in:)`) with a current `CGContext` on the
/// renderer's canvas, and remembers the classes whose drawing method is the default one, so they
/// are not called again.
@MainActor
enum CustomDrawing {
    /// Classes seen to use the default (empty) drawing method and draw nothing.
    private static var classesThatDrawNothing: Set<ObjectIdentifier> = []

    /// Whether `object`'s class may draw something.
    static func mayDraw(_ object: AnyObject) -> Bool {
        !classesThatDrawNothing.contains(ObjectIdentifier(type(of: object)))
    }

    /// Calls `body` with a context drawing into `canvas` (user space unchanged), current for
    /// `UIGraphicsGetCurrentContext()`; `body` returns whether the default implementation ran.
    static func run(for object: AnyObject, canvas: RasterCanvas, opacity: CGFloat, _ body: (CGContext) -> Bool) {
        guard mayDraw(object) else { return }
        let depth = canvas.savedStates.count
        canvas.saveState()
        let context = CGContext(canvas: canvas)
        if opacity < 1 { context.setAlpha(opacity) }
        UIGraphicsPushContext(context)
        let defaultRan = body(context)
        UIGraphicsPopContext()
        while canvas.savedStates.count > depth { canvas.restoreState() }
        if defaultRan, context.drawCount == 0 { classesThatDrawNothing.insert(ObjectIdentifier(type(of: object))) }
    }
}
