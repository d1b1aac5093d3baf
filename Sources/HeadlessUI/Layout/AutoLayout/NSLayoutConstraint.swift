import Foundation
import HeadlessLayoutSolver

/// A relationship between two layout attributes that Auto Layout keeps true, as UIKit's
/// `NSLayoutConstraint`: `firstItem.firstAttribute <relation> multiplier × secondItem.secondAttribute + constant`.
///
/// ```swift
/// let width = NSLayoutConstraint(item: button, attribute: .width, relatedBy: .equal,
///                                toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 120)
/// width.identifier = "button-width"
/// width.isActive = true
/// // Usually written with anchors:
/// button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
/// ```
///
/// Items are views, ``UILayoutGuide``s and the keyboard layout guide. Activating a constraint installs
/// it on the nearest common ancestor of its items (``UIView/constraints``) and adds it to the layout
/// engine of the hierarchy; frames follow in the next layout pass (or `layoutIfNeeded()`). Changing
/// ``constant`` re-solves incrementally.
@preconcurrency @MainActor
public final class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The axis of a layout: UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = UILayoutConstraintAxis

    /// The first item (a view or layout guide).
    public var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, `nil` for a constraint against a constant.
    public var secondItem: AnyObject? { secondLayoutItem }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The attribute of the second item (``Attribute/notAnAttribute`` without a second item).
    public let secondAttribute: Attribute
    /// How the two sides compare.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    // Items are not retained (as in UIKit): views own their constraints, not the other way round.
    private(set) weak var firstLayoutItem: (any LayoutConstraintItem)?
    private(set) weak var secondLayoutItem: (any LayoutConstraintItem)?
    /// Why the constraint can never be activated (bad items or attribute pairing), if so.
    let invalidReason: String?

    /// The amount added to the second side. Changing it on an active constraint re-solves
    /// incrementally; inside an animation block, `layoutIfNeeded()` animates the resulting frames.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                UIApplication.reportRuntimeIssue(.invalidConfiguration(
                    object: description, property: "constant",
                    reason: "\(constant) is not a finite number of points; kept \(oldValue)."
                ))
                constant = oldValue
                return
            }
            engine?.constantDidChange(of: self)
            notifyArrangingStackView()
        }
    }

    /// How strongly the constraint holds (default ``UILayoutPriority/required``, 1000). An installed
    /// constraint cannot change between required and optional (UIKit raises; this reports and ignores).
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            let valid = UILayoutPriority.validRange.contains(priority.rawValue)
            let crossesRequired = isActive && (priority == .required) != (oldValue == .required)
            guard valid, !crossesRequired else {
                let reason = valid
                    ? "an active constraint cannot change between required (1000) and optional priorities; deactivate it first, or use 999."
                    : "\(priority.rawValue) is outside 1...1000."
                UIApplication.reportRuntimeIssue(
                    .invalidConfiguration(object: description, property: "priority", reason: reason + " Kept \(oldValue.rawValue).")
                )
                priority = oldValue
                return
            }
            engine?.priorityDidChange(of: self)
            notifyArrangingStackView()
        }
    }

    /// A name shown in descriptions and in the unsatisfiable-constraints log.
    public var identifier: String?

    /// Whether the constraint takes part in layout. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { installedView != nil }
        set { newValue ? activateConstraint() : deactivateConstraint() }
    }

    /// Whether ``isActive`` should be `true` in archives (kept for API parity; no effect).
    public var shouldBeArchived = false

    /// The view the constraint is installed on while active (nearest common ancestor of its items).
    weak var installedView: UIView?
    /// The engine that holds the constraint while it is installed in one.
    weak var engine: AutoLayoutEngine?
    /// Activation order: the engine installs constraints in this order when it rebuilds.
    var activationOrder = 0

    /// Creates `item1.attr1 <relation> multiplier × item2.attr2 + c`. Items must be views or layout
    /// guides; a constraint with a bad item or pairing is reported and never activates.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstLayoutItem = view1 as? LayoutConstraintItem
        secondLayoutItem = view2 as? LayoutConstraintItem
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier.isFinite ? multiplier : 1
        self.constant = c.isFinite ? c : 0
        invalidReason = Self.validate(
            first: view1, firstAttribute: attr1, second: view2, secondAttribute: attr2,
            multiplier: multiplier, constant: c
        )
        if let invalidReason {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(
                    object: "NSLayoutConstraint", property: "init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)",
                    reason: invalidReason
                )
            )
        }
    }

    /// UIKit's description: `<NSLayoutConstraint 'identifier' UILabel.leading == UIView.leading + 20   (active)>`.
    public var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.describe(firstLayoutItem, firstAttribute)) \(relation.symbol) "
        var right = ""
        if secondLayoutItem != nil, secondAttribute != .notAnAttribute {
            right = (
                multiplier == 1 ? "" : "\(LinearExpression.format(Double(multiplier)))*"
            ) + Self.describe(secondLayoutItem, secondAttribute)
            if constant != 0 { right += (constant < 0 ? " - " : " + ") + LinearExpression.format(Double(abs(constant))) }
        } else {
            right = LinearExpression.format(Double(constant))
        }
        text += right
        if priority != .required { text += " @\(LinearExpression.format(Double(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    static func describe(_ item: LayoutConstraintItem?, _ attribute: Attribute) -> String {
        "\(item?.layoutItemDescription ?? "nil").\(attribute)"
    }

    private static func validate(
        first: Any, firstAttribute: Attribute, second: Any?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) -> String? {
        guard first is LayoutConstraintItem else { return "the first item \(type(of: first)) is not a view or layout guide." }
        if let second, !(second is LayoutConstraintItem) { return "the second item \(type(of: second)) is not a view or layout guide." }
        guard multiplier.isFinite, constant.isFinite else { return "the multiplier and constant must be finite numbers." }
        guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be .notAnAttribute." }
        if second == nil || secondAttribute == .notAnAttribute {
            guard firstAttribute.isDimension else {
                return "a constraint cannot make a location (\(firstAttribute)) equal to a constant; relate it to another item's attribute."
            }
            return nil
        }
        if firstAttribute.isDimension, secondAttribute.isDimension { return nil }  // aspect ratios relate width and height
        guard firstAttribute.axis == secondAttribute.axis, firstAttribute.isDimension == secondAttribute.isDimension else {
            return "invalid pairing of layout attributes \(firstAttribute) and \(secondAttribute): relate attributes of the same axis, and "
                + "a location only to a location."
        }
        return nil
    }
}

extension NSLayoutConstraint {
    /// A layout attribute of an item, as UIKit's `NSLayoutConstraint.Attribute`.
    public enum Attribute: Int, Sendable, CustomStringConvertible {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left in left-to-right layouts, right in right-to-left).
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text (the bottom edge for views without text).
        case lastBaseline
        /// The baseline of the first line of text (the bottom edge for views without text).
        case firstBaseline = 12
        /// The left edge inset by the left layout margin.
        case leftMargin
        /// The right edge inset by the right layout margin.
        case rightMargin
        /// The top edge inset by the top layout margin.
        case topMargin
        /// The bottom edge inset by the bottom layout margin.
        case bottomMargin
        /// The leading edge inset by the leading layout margin.
        case leadingMargin
        /// The trailing edge inset by the trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the area inside the margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the margins.
        case centerYWithinMargins
        /// No attribute: the second side of a constraint against a constant.
        case notAnAttribute = 0

        /// The attribute's name as UIKit prints it (`leading`, `width`, `centerX`…).
        public var description: String {
            switch self {
            case .left: return "left"
            case .right: return "right"
            case .top: return "top"
            case .bottom: return "bottom"
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            case .lastBaseline: return "lastBaseline"
            case .firstBaseline: return "firstBaseline"
            case .leftMargin: return "leftMargin"
            case .rightMargin: return "rightMargin"
            case .topMargin: return "topMargin"
            case .bottomMargin: return "bottomMargin"
            case .leadingMargin: return "leadingMargin"
            case .trailingMargin: return "trailingMargin"
            case .centerXWithinMargins: return "centerXWithinMargins"
            case .centerYWithinMargins: return "centerYWithinMargins"
            case .notAnAttribute: return "notAnAttribute"
            }
        }

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute belongs to (`nil` for ``notAnAttribute``).
        var axis: UILayoutConstraintAxis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX,
                 .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
                return .horizontal
            case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
                 .topMargin, .bottomMargin, .centerYWithinMargins:
                return .vertical
            case .notAnAttribute:
                return nil
            }
        }
    }

    /// How the two sides of a constraint compare, as UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The two sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        var symbol: String {
            switch self {
            case .lessThanOrEqual: return "<="
            case .equal: return "=="
            case .greaterThanOrEqual: return ">="
            }
        }

        /// The solver's relation.
        var solverRelation: LayoutConstraintRelation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }
}
