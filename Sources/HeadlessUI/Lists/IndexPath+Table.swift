import Foundation

#if !(canImport(UIKit) && canImport(ObjectiveC))  // not Apple's UIKit
/// UIKit's table and collection additions to `IndexPath` (UIKit's `NSIndexPath+UIKitAdditions`),
/// which Foundation on Linux lacks: a two-index path read as (section, row) or (section, item).
extension IndexPath {
    /// A path to `row` in `section`, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section: the first index (0 for an empty path).
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set {
            if count > 0 { self[0] = newValue } else { self = IndexPath(indexes: [newValue, 0]) }
        }
    }

    /// The row in the section: the second index (0 when the path is shorter).
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set {
            if count > 1 { self[1] = newValue } else { self = IndexPath(indexes: [section, newValue]) }
        }
    }

    /// The item in the section (the same index as ``row``).
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
#endif
