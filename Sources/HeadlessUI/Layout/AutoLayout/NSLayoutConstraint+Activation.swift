import Foundation

extension NSLayoutConstraint {
    /// Activates every constraint (faster to write than setting ``isActive`` on each).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The running count of activations, so engines can rebuild in activation order.
    private static var activationCounter = 0

    /// Installs the constraint on the nearest common ancestor of its items and adds it to that
    /// hierarchy's engine. Items without a common ancestor are reported (UIKit raises).
    func activateConstraint() {
        guard installedView == nil else { return }
        if let invalidReason {
            UIApplication.reportRuntimeIssue(
                .invalidConfiguration(object: description, property: "isActive", reason: "cannot activate: \(invalidReason)")
            )
            return
        }
        guard let firstView = firstLayoutItem?.layoutOwnerView else {
            reportNoCommonAncestor("the first item is a layout guide that was not added to a view (call addLayoutGuide(_:))")
            return
        }
        var host = firstView
        if let second = secondLayoutItem {
            guard let secondView = second.layoutOwnerView, let common = firstView.nearestCommonAncestor(with: secondView) else {
                reportNoCommonAncestor("its items have no common ancestor; add both to the same view hierarchy before activating")
                return
            }
            host = common
        }
        Self.activationCounter += 1
        activationOrder = Self.activationCounter
        installedView = host
        host.autoLayoutStorage.installedConstraints.append(self)
        AutoLayoutEngine.activeConstraintCount += 1
        host.layoutRoot.layoutEngine(creating: true)?.constraintWasActivated(self)
        notifyArrangingStackView()
    }

    /// Removes the constraint from its view and engine.
    func deactivateConstraint() {
        guard let host = installedView else { return }
        host.autoLayoutState?.installedConstraints.removeAll { $0 === self }
        installedView = nil
        AutoLayoutEngine.activeConstraintCount -= 1
        engine?.constraintWasDeactivated(self)
        engine = nil
        notifyArrangingStackView()
    }

    private func reportNoCommonAncestor(_ reason: String) {
        UIApplication.reportRuntimeIssue(.invalidConfiguration(
            object: description, property: "isActive",
            reason: "Unable to activate constraint: \(reason)."
        ))
    }

    /// Every item's owning view, for hierarchy checks.
    var ownerViews: [UIView] {
        [firstLayoutItem?.layoutOwnerView, secondLayoutItem?.layoutOwnerView].compactMap { $0 }
    }
}
