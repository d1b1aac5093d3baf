import Foundation

/// A misuse of the view hierarchy API.
///
/// - Note: HeadlessUI only; not in UIKit.
public enum HierarchyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `view.addSubview(view)`.
    case addedToItself(view: String)
    /// Adding an ancestor as a subview would make a cycle.
    case wouldCreateCycle(view: String, parent: String)
    /// A sibling passed to `insertSubview(_:above/belowSubview:)` is not a subview.
    case notASubview(sibling: String, parent: String)
    /// An index outside the subview list.
    case indexOutOfRange(parent: String, index: Int, count: Int)

    /// The message, with the fix.
    public var description: String {
        switch self {
        case .addedToItself(let view):
            return "Can't add \(view) as a subview of itself. Add it to another view."
        case .wouldCreateCycle(let view, let parent):
            return "Can't add \(view) as a subview of \(parent): \(view) is an ancestor of \(parent), so the hierarchy would contain a "
                + "cycle. Remove \(parent) from \(view)'s subtree first, or add it elsewhere."
        case .notASubview(let sibling, let parent):
            return "\(sibling) is not a subview of \(parent), so nothing can be inserted above or below it. Pass one of \(parent).subviews."
        case .indexOutOfRange(let parent, let index, let count):
            return "Subview index \(index) is out of range for \(parent), which has \(count) subview(s). Use an index in 0..<\(count)."
        }
    }
}
