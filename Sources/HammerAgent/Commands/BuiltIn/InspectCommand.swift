import Foundation
import Hammer

/// `inspect`: everything about one element a layout question needs: class, frame, visibility and
/// hittability with reasons, colours, font and text, accessibility, the constraints affecting it
/// (with `cN` refs for `set-constraint`) and the superview chain.
struct InspectCommand: AgentCommand {
    /// What `inspect` answers.
    struct Output: Codable, Sendable, Equatable {
        /// The element's line (`button "Send" #home.send [ref=e9]`).
        var element: String
        /// The backing object's class.
        var className: String
        /// The accessibility frame, in screen points.
        var frame: AgentRect
        /// The visible part of the frame, in screen points.
        var visibleFrame: AgentRect
        /// Why it is not visible (nil when visible).
        var notVisible: String?
        /// Why a touch would not reach it (nil when hittable).
        var notHittable: String?
        /// Alpha, hidden flag, colours, margins (views only).
        var view: ViewFacts?
        /// Text, font and text colour (labels, fields, text views, buttons).
        var text: TextFacts?
        /// Identifier, label, value, hint, traits.
        var accessibility: AccessibilityFacts
        /// The constraints affecting the view.
        var constraints: [ConstraintFacts]
        /// The superviews, nearest first (`UIStackView #home.actions`).
        var superviews: [String]
    }

    /// A view's own drawing facts.
    struct ViewFacts: Codable, Sendable, Equatable {
        /// `alpha`.
        var alpha: Double
        /// `isHidden`.
        var isHidden: Bool
        /// `backgroundColor` as `#RRGGBB[AA]`.
        var backgroundColor: String?
        /// `isUserInteractionEnabled`.
        var isUserInteractionEnabled: Bool
        /// `layoutMargins` as `top,left,bottom,right`.
        var layoutMargins: String
        /// `clipsToBounds`.
        var clipsToBounds: Bool
    }

    /// Text facts.
    struct TextFacts: Codable, Sendable, Equatable {
        /// The text shown.
        var text: String?
        /// The font's name.
        var fontName: String?
        /// The font's size in points.
        var fontSize: Double?
        /// The text colour as `#RRGGBB[AA]`.
        var textColor: String?
    }

    /// Accessibility facts.
    struct AccessibilityFacts: Codable, Sendable, Equatable {
        /// `accessibilityIdentifier`.
        var identifier: String?
        /// `accessibilityLabel`.
        var label: String?
        /// `accessibilityValue`.
        var value: String?
        /// `accessibilityHint`.
        var hint: String?
        /// The trait names.
        var traits: [String]
        /// The role describe shows.
        var role: String
    }

    /// One constraint affecting the view.
    struct ConstraintFacts: Codable, Sendable, Equatable {
        /// Its ref, for `set-constraint`.
        var ref: String
        /// UIKit's description of it.
        var description: String
        /// `constant`.
        var constant: Double
        /// `priority`.
        var priority: Double
        /// `isActive`.
        var active: Bool
    }

    /// The descriptor.
    let descriptor = BuiltInCatalog.inspect

    /// Creates the command.
    init() {}

    /// Reads the element's facts.
    @MainActor func run(_ arguments: ElementSelector, in context: AgentContext) async throws -> Output {
        let node = try context.element(arguments, command: "inspect")
        let view = node.object as? UIView
        return Output(
            element: node.description, className: node.className,
            frame: AgentRect(node.frame), visibleFrame: AgentRect(node.visibleFrame),
            notVisible: node.notVisibleReason?.description, notHittable: node.notHittableReason?.description,
            view: view.map(Self.viewFacts), text: view.flatMap(Self.textFacts),
            accessibility: AccessibilityFacts(
                identifier: node.identifier, label: node.label, value: node.value, hint: node.hint,
                traits: TraitNames.names(of: node.traits), role: node.kind.rawValue
            ),
            constraints: view.map { Self.constraints(of: $0, refs: context.constraintRefs) } ?? [],
            superviews: Self.superviews(of: view)
        )
    }

    @MainActor static func viewFacts(_ view: UIView) -> ViewFacts {
        let margins = view.layoutMargins
        return ViewFacts(
            alpha: Double(view.alpha), isHidden: view.isHidden, backgroundColor: view.backgroundColor.map(AgentColor.hex),
            isUserInteractionEnabled: view.isUserInteractionEnabled,
            layoutMargins: [margins.top, margins.left, margins.bottom, margins.right]
                .map { AgentContext.number(Double($0)) }.joined(separator: ","),
            clipsToBounds: view.clipsToBounds
        )
    }

    @MainActor static func textFacts(_ view: UIView) -> TextFacts? {
        switch view {
        case let label as UILabel:
            return TextFacts(text: label.text, fontName: label.font?.fontName, fontSize: label.font.map { Double($0.pointSize) },
                             textColor: label.textColor.map(AgentColor.hex))
        case let field as UITextField:
            return TextFacts(text: field.text, fontName: field.font?.fontName, fontSize: field.font.map { Double($0.pointSize) },
                             textColor: field.textColor.map(AgentColor.hex))
        case let textView as UITextView:
            return TextFacts(
                text: textView.text, fontName: textView.font?.fontName,
                fontSize: textView.font.map { Double($0.pointSize) }, textColor: nil
            )
        case let button as UIButton:
            return button.titleLabel.flatMap(textFacts)
        default:
            return nil
        }
    }

    @MainActor static func constraints(of view: UIView, refs: ConstraintRefTable) -> [ConstraintFacts] {
        ConstraintRefTable.constraints(affecting: view).map { constraint in
            ConstraintFacts(
                ref: refs.ref(for: constraint), description: constraint.description, constant: Double(constraint.constant),
                priority: Double(constraint.priority.rawValue), active: constraint.isActive
            )
        }
    }

    @MainActor static func superviews(of view: UIView?) -> [String] {
        var chain: [String] = []
        var current = view?.superview
        while let superview = current {
            let identifier = superview.accessibilityIdentifier.map { $0.isEmpty ? "" : " #\($0)" } ?? ""
            chain.append(String(describing: type(of: superview)) + identifier)
            current = superview.superview
        }
        return chain
    }
}
