import HeadlessUI

extension UIView {
    /// This view or the first descendant (depth first, in subview order) whose accessibility
    /// identifier is `identifier`; tests use it to reach the app's views without Hammer.
    public func descendant(withIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews {
            if let found = subview.descendant(withIdentifier: identifier) { return found }
        }
        return nil
    }
}
