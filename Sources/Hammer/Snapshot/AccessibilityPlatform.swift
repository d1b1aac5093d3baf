// The one file of the snapshot that differs between UIKit and HeadlessUI: which type carries the
// accessibility properties, how the accessibility tree branches, which windows are on screen, and how
// screen coordinates map to a view's. Everything else is written against UIKit names only.

#if canImport(UIKit)
import UIKit

/// The type that carries UIKit's informal accessibility protocols (`NSObject` on UIKit).
typealias AccessibilityObject = NSObject

@MainActor
enum AccessibilityPlatform {
    /// The objects assistive technologies see directly below `object`, with UIKit's rules: an element
    /// is a leaf; `accessibilityElements` (or the count/index container methods) replace the subviews;
    /// hidden, transparent and `accessibilityElementsHidden` children are skipped; the frontmost child
    /// with `accessibilityViewIsModal` hides its siblings.
    static func children(of object: NSObject) -> [NSObject] {
        if object.isAccessibilityElement || object.accessibilityElementsHidden { return [] }
        let candidates: [NSObject]
        if let explicit = object.accessibilityElements {
            candidates = explicit.compactMap { $0 as? NSObject }
        } else {
            let count = object.accessibilityElementCount()
            if count > 0, count != NSNotFound {
                candidates = (0..<count).compactMap { object.accessibilityElement(at: $0) as? NSObject }
            } else {
                candidates = (object as? UIView)?.subviews ?? []
            }
        }
        let exposed = candidates.filter { candidate in
            if candidate.accessibilityElementsHidden { return false }
            guard let view = candidate as? UIView else { return true }
            return !view.isHidden && view.alpha >= 0.01
        }
        if let modal = exposed.last(where: \.accessibilityViewIsModal) { return [modal] }
        return exposed
    }

    /// The visible windows of every connected window scene, front first (higher level first; within a
    /// level, the later window first).
    static func windowsFrontToBack() -> [UIWindow] {
        let windows = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .filter { !$0.isHidden }
        return windows.enumerated()
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) > ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }

    /// The screen's bounds (points) and scale.
    static func screenMetrics(windows: [UIWindow]) -> (bounds: CGRect, scale: CGFloat) {
        guard let screen = windows.first?.windowScene?.screen else { return (.zero, 1) }
        return (screen.bounds, screen.scale)
    }

    /// `rect`, in `view`'s coordinates, converted to screen coordinates.
    static func screenRect(_ rect: CGRect, in view: UIView) -> CGRect {
        guard let space = view.window?.windowScene?.screen.coordinateSpace else { return view.convert(rect, to: nil) }
        return view.convert(rect, to: space)
    }

    /// A screen point in `window`'s coordinates.
    static func windowPoint(fromScreen point: CGPoint, in window: UIWindow) -> CGPoint {
        guard let space = window.windowScene?.screen.coordinateSpace else { return point }
        return window.convert(point, from: space)
    }

    /// The accessibility identifier (UIKit declares it through `UIAccessibilityIdentification`,
    /// which views, bar items and `UIAccessibilityElement` adopt).
    static func identifier(of object: NSObject) -> String? {
        (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
    }
}

#else
import Foundation
import HeadlessUI

/// The type that carries UIKit's informal accessibility protocols (`AccessibleObject` in HeadlessUI,
/// the common base of views and `UIAccessibilityElement`).
typealias AccessibilityObject = AccessibleObject

@MainActor
enum AccessibilityPlatform {
    /// The objects assistive technologies see directly below `object` (HeadlessUI's
    /// `AccessibilityTree`, which applies UIKit's rules).
    static func children(of object: AccessibleObject) -> [AccessibleObject] {
        AccessibilityTree.children(of: object)
    }

    /// The visible windows, front first (higher level first; within a level, the later shown first).
    static func windowsFrontToBack() -> [UIWindow] {
        UIApplication.shared.windows.reversed().filter { !$0.isHidden }
    }

    /// The screen's bounds (points) and scale.
    static func screenMetrics(windows: [UIWindow]) -> (bounds: CGRect, scale: CGFloat) {
        (UIScreen.main.bounds, UIScreen.main.scale)
    }

    /// `rect`, in `view`'s coordinates, converted to screen coordinates.
    static func screenRect(_ rect: CGRect, in view: UIView) -> CGRect {
        view.convert(rect, to: nil)
    }

    /// A screen point in `window`'s coordinates.
    static func windowPoint(fromScreen point: CGPoint, in window: UIWindow) -> CGPoint {
        window.convert(point, from: nil)
    }

    /// The accessibility identifier.
    static func identifier(of object: AccessibleObject) -> String? {
        object.accessibilityIdentifier
    }
}
#endif
