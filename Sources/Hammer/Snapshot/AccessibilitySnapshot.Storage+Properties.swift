import Foundation

extension AccessibilitySnapshot.Storage {
    // Each read answers from its column when the walk (eager), an earlier read or settling (on
    // demand) filled it, else reads the live object once and remembers the answer (before the app
    // moves on: see ``settle()``). See ``NodePropertyColumns``.

    /// `accessibilityTraits` of node `index` (when the walk did not read them).
    func traits(of index: Int) -> UIAccessibilityTraits {
        if let known = properties.traits.value(at: index) { return known }
        return remembered(&properties.traits, at: index, orElse: []) { NodePropertyReader.traits(of: $0) }
    }

    /// `accessibilityLabel` of node `index`.
    func label(of index: Int) -> String? {
        if let known = properties.labels.value(at: index) { return known }
        return remembered(&properties.labels, at: index, orElse: nil) { NodePropertyReader.label(of: $0) }
    }

    /// `accessibilityValue` of node `index`.
    func value(of index: Int) -> String? {
        if let known = properties.values.value(at: index) { return known }
        return remembered(&properties.values, at: index, orElse: nil) { NodePropertyReader.value(of: $0) }
    }

    /// A text field's placeholder, for node `index`.
    func placeholder(of index: Int) -> String? {
        if let known = properties.placeholders.value(at: index) { return known }
        return remembered(&properties.placeholders, at: index, orElse: nil) { NodePropertyReader.placeholder(of: $0) }
    }

    /// `accessibilityHint` of node `index`.
    func hint(of index: Int) -> String? {
        if let known = properties.hints.value(at: index) { return known }
        return remembered(&properties.hints, at: index, orElse: nil) { NodePropertyReader.hint(of: $0) }
    }

    /// Whether node `index` has the `.selected` trait (its `traits`) or is a selected control.
    func isSelected(_ index: Int, traits: UIAccessibilityTraits) -> Bool {
        if let known = properties.selected.value(at: index) { return known }
        return remembered(&properties.selected, at: index, orElse: traits.contains(.selected)) {
            NodePropertyReader.isSelected($0, traits: traits)
        }
    }

    /// Whether node `index`'s object is the first responder.
    func isFocused(_ index: Int) -> Bool {
        if let known = properties.focused.value(at: index) { return known }
        return remembered(&properties.focused, at: index, orElse: false) { NodePropertyReader.isFocused($0) }
    }

    /// Reads node `index`'s value from the live object once (on demand) and remembers it in `column`;
    /// `fallback` when the snapshot no longer reads live objects or the object is gone. Callers check
    /// the column first without `inout` access (the hot path: eager snapshots and repeated reads).
    private func remembered<Value: Sendable>(
        _ column: inout NodeColumn<Value>, at index: Int, orElse fallback: Value,
        read: @MainActor (AccessibilityObject) -> Value
    ) -> Value {
        guard let deriver else { return fallback }
        let value = deriver.object(ofNodeAt: index).map(read) ?? fallback
        column.store(value, at: index, count: references.count)
        return value
    }

    /// The index of the first node whose object is the first responder (nodes in walk order).
    func focusedIndex() -> Int? {
        if let known = focusedIndexMemo { return known }
        guard let deriver else { return nil }
        let found = deriver.firstFocusedIndex()
        focusedIndexMemo = .some(found)
        return found
    }
}
