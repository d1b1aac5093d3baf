/// A binary min-heap ordered by a strict "comes before" predicate.
struct MinimumHeap<Element> {
    private(set) var elements: [Element] = []
    private let comesBefore: (Element, Element) -> Bool

    init(comesBefore: @escaping (Element, Element) -> Bool) {
        self.comesBefore = comesBefore
    }

    var minimum: Element? { elements.first }
    var count: Int { elements.count }
    var isEmpty: Bool { elements.isEmpty }

    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard comesBefore(elements[child], elements[parent]) else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func removeMinimum() -> Element? {
        guard !elements.isEmpty else { return nil }
        elements.swapAt(0, elements.count - 1)
        let removed = elements.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < elements.count, comesBefore(elements[left], elements[smallest]) { smallest = left }
            if right < elements.count, comesBefore(elements[right], elements[smallest]) { smallest = right }
            if smallest == parent { break }
            elements.swapAt(parent, smallest)
            parent = smallest
        }
        return removed
    }

    mutating func removeAll() { elements.removeAll() }
}
