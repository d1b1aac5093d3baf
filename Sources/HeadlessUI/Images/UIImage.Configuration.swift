import Foundation

extension UIImage {
    /// What an image is configured for, as UIKit's `UIImage.Configuration`: the base of
    /// ``SymbolConfiguration``. Configurations are immutable values; equal when their contents are.
    public class Configuration: Hashable, @unchecked Sendable, CustomStringConvertible {
        init() {}

        /// A configuration with the values of `other` applied over this one's (set values win).
        public func applying(_ other: Configuration?) -> Self {
            self
        }

        /// Whether two configurations hold the same values.
        func isEqual(to other: Configuration) -> Bool {
            type(of: self) == type(of: other)
        }

        /// Feeds the configuration's values to `hasher`.
        func hashContents(into hasher: inout Hasher) {}

        /// Equal when the contents are equal.
        public static func == (lhs: Configuration, rhs: Configuration) -> Bool {
            lhs === rhs || lhs.isEqual(to: rhs)
        }

        /// Hashes the contents.
        public func hash(into hasher: inout Hasher) {
            hashContents(into: &hasher)
        }

        /// `<UIImageConfiguration>`.
        public var description: String { "<UIImageConfiguration>" }
    }
}
