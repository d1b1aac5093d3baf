import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's `UILayoutGuide`:
/// use it for spacing, grouping and alignment. Add it to a view with ``UIView/addLayoutGuide(_:)``.
///
/// ```swift
/// let gap = UILayoutGuide()
/// view.addLayoutGuide(gap)
/// gap.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.25).isActive = true
/// ```
///
/// Views also have built-in guides: ``UIView/safeAreaLayoutGuide`` and ``UIView/layoutMarginsGuide``.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    enum Kind {
        case custom
        case safeArea
        case margins
        /// A scroll view's content area (``UIScrollView/contentLayoutGuide``).
        case scrollContent
        /// A scroll view's frame (``UIScrollView/frameLayoutGuide``).
        case scrollFrame
    }

    let kind: Kind
    /// The view the guide belongs to (its coordinates are ``layoutFrame``'s).
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""

    /// Creates a guide; add it to a view before constraining it.
    public init() {
        kind = .custom
    }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
    }

    /// The guide's rectangle in the owning view's coordinates, as the engine last solved it
    /// (`.zero` before the first layout).
    open var layoutFrame: CGRect {
        guard let owner = owningView, let engine = owner.existingLayoutEngine else { return .zero }
        return engine.solvedFrame(of: self, relativeTo: owner) ?? .zero
    }

    /// `<UILayoutGuide: 'identifier'>`.
    public var description: String { "<UILayoutGuide: '\(identifier)'>" }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
}

extension UILayoutGuide: LayoutConstraintItem {
    var layoutOwnerView: UIView? { owningView }
    var layoutItemDescription: String {
        identifier.isEmpty ? "UILayoutGuide" : "UILayoutGuide '\(identifier)'"
    }
}

extension UIView {
    /// The guides added to this view (the safe area and margins guides included once used).
    public var layoutGuides: [UILayoutGuide] { autoLayoutState?.layoutGuides ?? [] }

    /// Adds a guide to the view (moving it from another view if needed).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom else {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(
                    object: debugName, property: "addLayoutGuide(_:)",
                    reason: "\(layoutGuide) is a built-in guide of another view; make a new UILayoutGuide()."
                )
            )
            return
        }
        if let previous = layoutGuide.owningView {
            if previous === self { return }
            previous.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.owningView = self
        autoLayoutStorage.layoutGuides.append(layoutGuide)
    }

    /// Removes a guide; constraints that use it are deactivated.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let state = autoLayoutState, state.layoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        var ancestor: UIView? = self
        while let view = ancestor {
            for constraint in view.autoLayoutState?.installedConstraints ?? []
            where constraint.firstLayoutItem === layoutGuide || constraint.secondLayoutItem === layoutGuide {
                constraint.isActive = false
            }
            ancestor = view.storedSuperview
        }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The area not covered by bars, the status bar or the home indicator (59 pt at the top and 34 pt
    /// at the bottom of a full-screen view on the iPhone profile), as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = autoLayoutState?.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        autoLayoutStorage.safeAreaGuide = guide
        autoLayoutStorage.layoutGuides.append(guide)
        return guide
    }

    /// The area inside the view's ``layoutMargins`` (plus the safe area insets when
    /// ``insetsLayoutMarginsFromSafeArea`` is on), as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = autoLayoutState?.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        autoLayoutStorage.marginsGuide = guide
        autoLayoutStorage.layoutGuides.append(guide)
        return guide
    }

    /// Whether the ``layoutMarginsGuide`` also keeps out of the safe area (default `true`).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            autoLayoutStorage.insetsLayoutMarginsFromSafeArea = newValue
            existingLayoutEngine?.guidesDidChange()
        }
    }
}
