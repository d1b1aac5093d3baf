import Foundation

/// The bitmap contexts opened by `UIGraphicsBeginImageContext…` and not yet ended, innermost last.
@MainActor
enum ImageContextStack {
    static var contexts: [UIGraphicsImageRendererContext] = []
}

/// Opens a bitmap context of `size` points and makes it current, as UIKit's older image API does:
/// draw with `UIGraphicsGetCurrentContext()`, `UIColor.setFill()`, `UIBezierPath.fill()` or
/// `UIImage.draw(in:)`, read the result with ``UIGraphicsGetImageFromCurrentImageContext()``, and
/// close it with ``UIGraphicsEndImageContext()``. A `scale` of 0 means the main screen's scale; an
/// `opaque` context starts black. (New code uses `UIGraphicsImageRenderer`, which this shares.)
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolvedScale = scale == 0 ? (UIApplication.current?.screen.scale ?? 1) : scale
    let format = UIGraphicsImageRendererFormat(scale: resolvedScale, opaque: opaque)
    let renderer = UIGraphicsImageRenderer(size: size, format: format)
    let context = UIGraphicsImageRendererContext(canvas: renderer.makeCanvas(), format: format)
    context.canvas.saveState()
    ImageContextStack.contexts.append(context)
    UIGraphicsPushContext(context.cgContext)
}

/// Opens a transparent bitmap context of `size` points at scale 1 (see
/// ``UIGraphicsBeginImageContextWithOptions(_:_:_:)``).
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the current bitmap context, or `nil` when the current context is not
/// one opened by `UIGraphicsBeginImageContext…`.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = ImageContextStack.contexts.last, UIGraphicsGetCurrentContext() === context.cgContext else { return nil }
    return context.currentImage
}

/// Closes the bitmap context opened last by `UIGraphicsBeginImageContext…`, making the context that
/// was current before it current again. Without an open one it reports a runtime issue.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let context = ImageContextStack.contexts.popLast() else {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: "UIGraphicsEndImageContext()", property: "context",
            reason: "no image context is open; call UIGraphicsBeginImageContextWithOptions(_:_:_:) first."))
        return
    }
    context.canvas.restoreState()
    if UIGraphicsGetCurrentContext() === context.cgContext { UIGraphicsPopContext() }
}
