import Foundation

// On Apple platforms a `CGRect`, `CGPoint` or `CGSize` in an `Any` (a notification's `userInfo`)
// casts to `NSValue` and back, so keyboard code written either way works:
// `info[key] as? NSValue` and `info[key] as? CGRect`. swift-corelibs-foundation has no such bridge;
// these conformances add it, so both casts succeed on Linux too.

extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The rectangle as an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    /// Reads the rectangle of `source`.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.rectValue
    }

    /// Reads the rectangle of `source`; fails when it holds something else.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holds("CGRect") else { return false }
        result = source.rectValue
        return true
    }

    /// Reads the rectangle of `source` (`.zero` for none).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.rectValue ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The point as an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

    /// Reads the point of `source`.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.pointValue
    }

    /// Reads the point of `source`; fails when it holds something else.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard source.holds("CGPoint") else { return false }
        result = source.pointValue
        return true
    }

    /// Reads the point of `source` (`.zero` for none).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.pointValue ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The size as an `NSValue`.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

    /// Reads the size of `source`.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.sizeValue
    }

    /// Reads the size of `source`; fails when it holds something else.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard source.holds("CGSize") else { return false }
        result = source.sizeValue
        return true
    }

    /// Reads the size of `source` (`.zero` for none).
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.sizeValue ?? .zero
    }
}

extension NSValue {
    /// Whether the value holds a `type` (its type encoding starts `{type=`).
    fileprivate func holds(_ type: String) -> Bool {
        String(cString: objCType).hasPrefix("{\(type)=")
    }
}
