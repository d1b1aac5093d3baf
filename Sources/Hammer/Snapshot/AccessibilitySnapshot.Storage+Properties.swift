import Foundation

extension AccessibilitySnapshot.Storage {
    // Each read answers from its column when the walk (eager) or an earlier read (on demand) filled
    // it, else reads the live object once and remembers the answer. See ``NodePropertyColumns``.

    /// `accessibilityTraits` of node `index` (when the walk did not read them).
    func traits(of index: Int) -> UIAccessibilityTraits {
        if let known = properties.traits.value(at: index) { return known }
        guard let deriver else { return [] }
        let traits = MainActor.assumeIsolated { deriver.object(ofNodeAt: index).map(NodePropertyReader.traits(of:)) ?? [] }
        properties.traits.store(traits, at: index, count: references.count)
        return traits
    }

    /// `accessibilityLabel` of node `index`.
    func label(of index: Int) -> String? {
        if let known = properties.labels.value(at: index) { return known }
        guard let deriver else { return nil }
        let label = MainActor.assumeIsolated { deriver.object(ofNodeAt: index).flatMap(NodePropertyReader.label(of:)) }
        properties.labels.store(label, at: index, count: references.count)
        return label
    }

    /// `accessibilityValue` of node `index`.
    func value(of index: Int) -> String? {
        if let known = properties.values.value(at: index) { return known }
        guard let deriver else { return nil }
        let value = MainActor.assumeIsolated { deriver.object(ofNodeAt: index).flatMap(NodePropertyReader.value(of:)) }
        properties.values.store(value, at: index, count: references.count)
        return value
    }

    /// A text field's placeholder, for node `index`.
    func placeholder(of index: Int) -> String? {
        if let known = properties.placeholders.value(at: index) { return known }
        guard let deriver else { return nil }
        let placeholder = MainActor.assumeIsolated {
            deriver.object(ofNodeAt: index).flatMap(NodePropertyReader.placeholder(of:))
        }
        properties.placeholders.store(placeholder, at: index, count: references.count)
        return placeholder
    }

    /// `accessibilityHint` of node `index`.
    func hint(of index: Int) -> String? {
        if let known = properties.hints.value(at: index) { return known }
        guard let deriver else { return nil }
        let hint = MainActor.assumeIsolated { deriver.object(ofNodeAt: index).flatMap(NodePropertyReader.hint(of:)) }
        properties.hints.store(hint, at: index, count: references.count)
        return hint
    }

    /// Whether node `index` has the `.selected` trait (its `traits`) or is a selected control.
    func isSelected(_ index: Int, traits: UIAccessibilityTraits) -> Bool {
        if let known = properties.selected.value(at: index) { return known }
        guard let deriver else { return traits.contains(.selected) }
        let selected = MainActor.assumeIsolated {
            deriver.object(ofNodeAt: index).map { NodePropertyReader.isSelected($0, traits: traits) } ?? traits.contains(.selected)
        }
        properties.selected.store(selected, at: index, count: references.count)
        return selected
    }

    /// Whether node `index`'s object is the first responder.
    func isFocused(_ index: Int) -> Bool {
        if let known = properties.focused.value(at: index) { return known }
        guard let deriver else { return false }
        let focused = MainActor.assumeIsolated { deriver.object(ofNodeAt: index).map(NodePropertyReader.isFocused) ?? false }
        properties.focused.store(focused, at: index, count: references.count)
        return focused
    }

    /// The index of the first node whose object is the first responder (nodes in walk order).
    func focusedIndex() -> Int? {
        if let known = focusedIndexMemo { return known }
        guard let deriver else { return nil }
        let found = MainActor.assumeIsolated { deriver.firstFocusedIndex() }
        focusedIndexMemo = .some(found)
        return found
    }
}
