import Foundation

/// A titled group of menu elements, as UIKit's `UIMenu`: the menu a button, a bar button item or a
/// context menu shows, or a submenu inside one.
///
/// - A submenu shows as one row with its title; choosing the row expands its children beneath it
///   (as iOS 16 and later do), choosing it again collapses them.
/// - ``Options/displayInline`` puts the children in the parent menu, set apart by a separator, with
///   the title (when not empty) as a small header.
/// - ``Options/singleSelection``: choosing an action turns it on and every other action of the menu
///   and its submenus off (UIKit manages these states the same way).
///
/// ```swift
/// button.menu = UIMenu(children: [
///     UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { _ in rename() },
///     UIMenu(options: .displayInline, children: [
///         UIAction(title: "Delete", attributes: .destructive) { _ in delete() },
///     ]),
/// ])
/// button.showsMenuAsPrimaryAction = true
/// ```
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A string naming a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options`.
    public struct Options: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children are shown inside the parent menu, not behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu row is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu and its submenus is on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of small items (a palette).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's children, as UIKit's `UIMenu.ElementSize` (iOS 16). HeadlessUI draws
    /// every size as a full row (see Guide/HeadlessUI.md).
    public enum ElementSize: Int, Sendable {
        /// Small items side by side.
        case small = 0
        /// Medium items side by side.
        case medium = 1
        /// Full rows.
        case large = 2
        /// The system's choice.
        case automatic = -1
    }

    /// The menu's identifier (a unique one when none was given).
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The size of the children.
    open var preferredElementSize: ElementSize
    /// The elements, in order.
    public let children: [UIMenuElement]

    /// Creates a menu, as UIKit's `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "com.headlessui.menu.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children, as UIKit's `replacingChildren(_:)`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        let copy = UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            preferredElementSize: preferredElementSize, children: newChildren
        )
        copy.accessibilityIdentifier = accessibilityIdentifier
        return copy
    }

    /// The actions of the menu and its submenus that are on, in menu order (UIKit's `selectedElements`).
    public var selectedElements: [UIMenuElement] {
        children.flatMap { child -> [UIMenuElement] in
            if let menu = child as? UIMenu { return menu.selectedElements }
            if let action = child as? UIAction, action.state == .on { return [action] }
            return []
        }
    }

    /// Every action of the menu and its submenus (and of deferred elements already loaded), in order.
    var allActions: [UIAction] {
        children.flatMap { child -> [UIAction] in
            if let menu = child as? UIMenu { return menu.allActions }
            if let action = child as? UIAction { return [action] }
            if let deferred = child as? UIDeferredMenuElement { return UIMenu(children: deferred.loadedElements ?? []).allActions }
            return []
        }
    }
}
