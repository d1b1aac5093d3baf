import Foundation

/// A rectangle with its own coordinates that points and rectangles convert between, as UIKit's
/// `UICoordinateSpace` (the part scenes and screens use): a screen's space (``UIScreen/coordinateSpace``,
/// also ``UIWindowScene/coordinateSpace``). Views do not conform in HeadlessUI (use `UIView`'s own
/// `convert(_:to:)` and `convert(_:from:)`).
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's bounds.
    var bounds: CGRect { get }
    /// `point` in this space converted to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `point` in `coordinateSpace` converted to this space.
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    /// `rect` in this space converted to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    /// `rect` in `coordinateSpace` converted to this space.
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

extension UIScreen: UICoordinateSpace {
    /// The screen's own space (HeadlessUI devices are portrait only, so it is also the fixed space).
    public var coordinateSpace: any UICoordinateSpace { self }
    /// The portrait-up space of the screen, as UIKit's `fixedCoordinateSpace` (the same space here).
    public var fixedCoordinateSpace: any UICoordinateSpace { self }

    /// Screen spaces share their coordinates: points and rectangles convert unchanged.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// Screen spaces share their coordinates: points and rectangles convert unchanged.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    /// Screen spaces share their coordinates: points and rectangles convert unchanged.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    /// Screen spaces share their coordinates: points and rectangles convert unchanged.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}

extension UIWindowScene {
    /// The scene's coordinate space: its screen's, as UIKit's `coordinateSpace` (its bounds are the
    /// screen's, which windows made with `UIWindow(frame: scene.coordinateSpace.bounds)` fill).
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
