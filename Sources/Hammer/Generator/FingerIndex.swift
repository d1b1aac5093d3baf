import Foundation

/// Which finger a touch belongs to. Each finger is an independent contact: lifting one leaves the
/// others down, and fingers that do not move are reported stationary.
///
/// Pass ``automatic`` (`nil`) to let the generator choose: a new finger takes the first free index
/// in declaration order; a move or lift uses the most recent finger still down.
public enum FingerIndex: Int, CaseIterable, Sendable, CustomStringConvertible {
    /// Right index finger (the first automatic choice).
    case rightIndex
    /// Right middle finger.
    case rightMiddle
    /// Right ring finger.
    case rightRing
    /// Right little finger.
    case rightLittle
    /// Right thumb.
    case rightThumb
    /// Left index finger.
    case leftIndex
    /// Left middle finger.
    case leftMiddle
    /// Left ring finger.
    case leftRing
    /// Left little finger.
    case leftLittle
    /// Left thumb.
    case leftThumb

    /// Let the generator choose the finger.
    public static let automatic: FingerIndex? = nil

    /// The digitizer identity of the finger (1...10).
    var identity: Int { rawValue + 1 }

    /// The finger with a digitizer identity.
    init?(identity: Int) { self.init(rawValue: identity - 1) }

    /// The finger's name (`rightIndex`).
    public var description: String {
        switch self {
        case .rightIndex: "rightIndex"
        case .rightMiddle: "rightMiddle"
        case .rightRing: "rightRing"
        case .rightLittle: "rightLittle"
        case .rightThumb: "rightThumb"
        case .leftIndex: "leftIndex"
        case .leftMiddle: "leftMiddle"
        case .leftRing: "leftRing"
        case .leftLittle: "leftLittle"
        case .leftThumb: "leftThumb"
        }
    }
}
