// The one file of the snapshot that differs between UIKit and HeadlessUI: which type carries the
// accessibility properties, how the accessibility tree branches, which windows are on screen, how
// screen coordinates map to a view's, and whether the coverage probe may run UIView's hit test itself.
// Everything else is written against UIKit names only.

#if canImport(UIKit) && canImport(ObjectiveC)  // Apple's UIKit (Kass's own `UIKit` module on Linux is HeadlessUI)
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

    /// Appends ``children(of:)`` to `stack`, last child first (so popping visits them in reading
    /// order); returns how many, and whether they are all `object`'s own subviews.
    static func pushChildren(of object: NSObject, onto stack: inout [NSObject]) -> (count: Int, areSubviews: Bool) {
        let children = children(of: object)
        stack.append(contentsOf: children.reversed())
        return (children.count, children.allSatisfy { ($0 as? UIView)?.superview === object })
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

    private static var observesTurns = false

    /// Makes sure `callback` runs whenever the main run loop is about to handle something (timers,
    /// sources such as touch events, or work after waking), installing one observer the first time.
    /// Returns false when the observer cannot be made (the caller then settles at once).
    static func observeRunLoopTurns(_ callback: @escaping @MainActor () -> Void) -> Bool {
        if observesTurns { return true }
        let activities: CFRunLoopActivity = [.beforeTimers, .beforeSources, .afterWaiting]
        let handler: (CFRunLoopObserver?, CFRunLoopActivity) -> Void = { _, _ in
            // The observer is added to the main run loop, so it runs on the main thread.
            MainActor.assumeIsolated { callback() }
        }
        guard let observer = CFRunLoopObserverCreateWithHandler(kCFAllocatorDefault, activities.rawValue, true, 0, handler) else {
            return false
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        observesTurns = true
        return true
    }

    /// Whether the coverage probe may run UIView's hit-test algorithm for `view` itself instead of
    /// asking the view: never on UIKit (whose views are asked).
    static func runsStandardHitTest(_ view: UIView) -> Bool { false }

    /// UIView's checks before its hit test asks the subviews (unused on UIKit, see ``runsStandardHitTest(_:)``).
    static func acceptsHitTest(_ view: UIView, at point: CGPoint) -> Bool {
        !view.isHidden && view.alpha >= 0.01 && view.isUserInteractionEnabled && view.point(inside: point, with: nil)
    }

    /// `point`, in the coordinates of `view`'s superview, in `view`'s coordinates.
    static func point(_ point: CGPoint, fromSuperviewOf view: UIView) -> CGPoint {
        view.convert(point, from: view.superview)
    }
}

/// A reference from a snapshot to its object that does not keep the object alive (on UIKit, a weak
/// reference: Objective-C weak references cost no more than that).
struct SnapshotObjectReference {
    private weak var weakObject: AnyObject?

    init(_ object: AnyObject) { weakObject = object }

    /// Same as ``init(_:)`` (the flag matters only off UIKit; see ``needsWeakFallback``).
    init(_ object: AnyObject, needsWeakFallback: Bool) { weakObject = object }

    /// Always false on UIKit, whose references are weak anyway.
    static var needsWeakFallback: Bool { false }

    /// Whether the object has not been released.
    var isAlive: Bool { weakObject != nil }

    /// The object, or nil once it has been released.
    var object: AnyObject? { weakObject }
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

    /// Appends ``children(of:)`` to `stack`, last child first (so popping visits them in reading
    /// order), without an array per object; returns how many, and whether they are `object`'s own
    /// subviews.
    static func pushChildren(
        of object: AccessibleObject, onto stack: inout [AccessibleObject]
    ) -> (count: Int, areSubviews: Bool) {
        AccessibilityTree.pushChildren(of: object, onto: &stack)
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

    /// The run loop observed by ``observeRunLoopTurns(_:)`` (a new app has a new run loop).
    private static var observedRunLoop: SnapshotObjectReference?

    /// Makes sure `callback` runs at the start of every turn of the running application's run loop
    /// (before it delivers events, fires timers or runs a frame), adding one turn observer per run
    /// loop. Returns false when no application is running.
    static func observeRunLoopTurns(_ callback: @escaping @MainActor () -> Void) -> Bool {
        guard let runLoop = UIApplication.current?.runLoop else { return false }
        if let observed = observedRunLoop?.object, observed === runLoop { return true }
        runLoop.addTurnObserver(callback)
        observedRunLoop = SnapshotObjectReference(runLoop)
        return true
    }

    /// Whether the coverage probe may run UIView's hit-test algorithm for `view` itself instead of
    /// asking the view: for the classes known to hit-test as UIView does (``HitTestingClasses``).
    static func runsStandardHitTest(_ view: UIView) -> Bool {
        HitTestingClasses.runsStandardHitTest(view)
    }

    /// UIView's checks before its hit test asks the subviews, in UIView's order: the stored flags, the
    /// point, and only then the (dearer) animation check.
    static func acceptsHitTest(_ view: UIView, at point: CGPoint) -> Bool {
        !view.isHidden && view.alpha >= UIView.hitTestAlphaThreshold && view.isUserInteractionEnabled
            && view.point(inside: point, with: nil) && view.acceptsHitTesting
    }

    /// `point`, in the coordinates of `view`'s superview, in `view`'s coordinates.
    static func point(_ point: CGPoint, fromSuperviewOf view: UIView) -> CGPoint {
        view.convertFromSuperview(point)
    }
}

/// A reference from a snapshot (or a ``SnapshotRefTable``) to its object that does not keep the
/// object alive and does not give it a side table.
///
/// Why not `weak`: a Swift weak reference gives its object a side table for good, and every later
/// retain and release of that object (hit testing, dispatch, the next snapshot) then takes Swift's
/// slow reference-counting path; profiling showed that path at nearly half of a snapshot's cost.
///
/// How: an `unowned(safe)` reference, which counts in the object's inline header, keeps the object's
/// memory (not the object) alive, so its address is never reused while the reference exists. Once
/// the object is released its header stays marked as deinitializing, which the Swift runtime's
/// `swift_isDeallocating` reports, so ``object`` answers nil instead of trapping. Because the address
/// cannot be reused, `ObjectIdentifier` keys held next to such a reference stay unique too. Should
/// the runtime not export that query, a weak reference is used instead (correct, only slower).
struct SnapshotObjectReference {
    /// Keeps the memory (not the object) alive; never read, so a released object never traps.
    private unowned(safe) let pin: AnyObject
    private let address: UnsafeMutableRawPointer
    private let fallback: WeakObjectBox?

    init(_ object: AnyObject) {
        self.init(object, needsWeakFallback: Self.needsWeakFallback)
    }

    /// A reference to `object`; `needsWeakFallback` is ``needsWeakFallback``, which a walk making a
    /// reference per node reads once.
    init(_ object: AnyObject, needsWeakFallback: Bool) {
        pin = object
        address = Unmanaged.passUnretained(object).toOpaque()
        fallback = needsWeakFallback ? Self.fallbackBox(for: object) : nil
    }

    /// Whether the runtime lacks `swift_isDeallocating`, so references also hold a weak box.
    static var needsWeakFallback: Bool { RuntimeDeallocationQuery.isDeallocating == nil }

    /// The weak box used when the runtime query is missing; out of line, so the common path does not
    /// retain the object around it.
    @inline(never)
    private static func fallbackBox(for object: AnyObject) -> WeakObjectBox { WeakObjectBox(object) }

    /// Whether the object has not been released.
    var isAlive: Bool {
        guard let isDeallocating = RuntimeDeallocationQuery.isDeallocating else { return fallback?.object != nil }
        return !isDeallocating(address)
    }

    /// The object, or nil once it has been released.
    var object: AnyObject? {
        isAlive ? Unmanaged<AnyObject>.fromOpaque(address).takeUnretainedValue() : nil
    }
}

/// A weak reference in a box, for when the runtime query is missing.
final class WeakObjectBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The Swift runtime's `bool swift_isDeallocating(HeapObject *)` (exported by libswiftCore), looked
/// up once. It reads the object's header, so the object's memory must still be allocated, which the
/// `unowned` pin of ``SnapshotObjectReference`` guarantees.
enum RuntimeDeallocationQuery {
    typealias Function = @convention(c) (UnsafeMutableRawPointer) -> Bool

    static let isDeallocating: Function? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_isDeallocating") else { return nil }
        return unsafeBitCast(symbol, to: Function.self)
    }()
}
#endif
