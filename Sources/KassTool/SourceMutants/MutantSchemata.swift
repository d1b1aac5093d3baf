/// Writes a Swift file with its selected mutants compiled in behind a runtime switch (mutant
/// schemata): every code block that holds a selected mutant becomes an `if` chain with one branch
/// per mutant (the block's statements with that one change) and the original statements last.
///
/// ```swift
/// func canPay(_ amount: Int) -> Bool {
///     if __KassSourceMutants.reach(3) == 7 {
///         amount <= balance
///     } else if __KassSourceMutants.active == 8 {
///         amount > balance
///     } else {
///         amount < balance
///     }
/// }
/// ```
///
/// With no mutant switched on the file behaves as the original (`reach` records, when asked, that
/// the block ran: coverage per test). An `if` chain (not a `switch`) keeps `break` and `continue`
/// meaning what they meant, and a single-expression body stays one expression (an `if` expression).
/// Nested blocks in a mutant's branch are written as in the original: one mutant is on at a time.
struct MutantSchemata {
    /// The name of the generated support type (see ``MutantSchemataSupport``).
    static let supportType = "__KassSourceMutants"

    /// The rewritten file and, for each mutant, the lines (1-based, in the rewritten file) of its branch.
    struct Output: Equatable {
        var text: String
        var branchLines: [Int: ClosedRange<Int>]
        /// Lines of the `if` chains themselves and their default branches, by block id.
        var blockLines: [Int: ClosedRange<Int>]
        /// Lines of every code block as written (a block copied into several branches appears once
        /// per copy): the compiler reports some errors (a property left uninitialized) at the end of
        /// the enclosing initializer, outside any chain.
        var codeBlockLines: [ClosedRange<Int>] = []
    }

    let tokens: [SwiftToken]
    let blocks: [SwiftCodeBlock]

    /// Rewrites the file for `mutants` (all of this file, each with a run-wide ``SourceMutant/id``).
    func rewrite(with mutants: [SourceMutant]) -> Output {
        let byBlock = Dictionary(grouping: mutants, by: \.block)
        let blocksByOpen = Dictionary(uniqueKeysWithValues: blocks.map { ($0.open, $0) })
        var writer = Writer(opens: Set(blocks.map(\.open)), closes: Set(blocks.map(\.close)))
        render(0..<tokens.count, active: nil, byBlock: byBlock, blocksByOpen: blocksByOpen, into: &writer)
        return Output(text: writer.text, branchLines: writer.branchLines, blockLines: writer.blockLines, codeBlockLines: writer.spans)
    }

    private struct Writer {
        /// Token indices of code blocks' braces.
        let opens: Set<Int>
        let closes: Set<Int>
        var text = ""
        var line = 1
        var branchLines: [Int: ClosedRange<Int>] = [:]
        var blockLines: [Int: ClosedRange<Int>] = [:]
        var spans: [ClosedRange<Int>] = []
        private var openLines: [Int] = []

        init(opens: Set<Int>, closes: Set<Int>) {
            self.opens = opens
            self.closes = closes
        }

        mutating func write(_ piece: String) {
            text += piece
            line += piece.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
        }

        /// Writes the token at `index`, noting where code blocks start and end.
        mutating func write(token index: Int, _ text: String) {
            if opens.contains(index) { openLines.append(line) }
            write(text)
            if closes.contains(index), let start = openLines.popLast() { spans.append(start...line) }
        }
    }

    /// Writes `range` of the tokens. With `active`, the mutant's tokens are replaced and nested blocks
    /// are written plain; without, blocks that hold selected mutants become schemata.
    private func render(
        _ range: Range<Int>, active: SourceMutant?, byBlock: [Int: [SourceMutant]], blocksByOpen: [Int: SwiftCodeBlock],
        into writer: inout Writer
    ) {
        var index = range.lowerBound
        while index < range.upperBound {
            if let active, index == active.tokenRange.lowerBound {
                writer.write(active.replacement)
                index = active.tokenRange.upperBound
                continue
            }
            if active == nil, let block = blocksByOpen[index], let selected = byBlock[block.id], !selected.isEmpty,
               block.close < range.upperBound {
                for position in block.open..<block.bodyStart { writer.write(token: position, tokens[position].text) }
                writeSchema(block, selected.sorted { $0.id < $1.id }, byBlock: byBlock, blocksByOpen: blocksByOpen, into: &writer)
                writer.write(token: block.close, tokens[block.close].text)
                index = block.close + 1
                continue
            }
            writer.write(token: index, tokens[index].text)
            index += 1
        }
    }

    private func writeSchema(
        _ block: SwiftCodeBlock, _ mutants: [SourceMutant], byBlock: [Int: [SourceMutant]], blocksByOpen: [Int: SwiftCodeBlock],
        into writer: inout Writer
    ) {
        let start = writer.line
        for (offset, mutant) in mutants.enumerated() {
            let condition = offset == 0
                ? "\(Self.supportType).reach(\(mutants[0].id)) == \(mutant.id)"
                : "\(Self.supportType).active == \(mutant.id)"
            writer.write(offset == 0 ? "\nif \(condition) {\n" : "\n} else if \(condition) {\n")
            let branchStart = writer.line
            render(block.body, active: mutant, byBlock: byBlock, blocksByOpen: blocksByOpen, into: &writer)
            writer.branchLines[mutant.id] = branchStart...max(branchStart, writer.line)
        }
        writer.write("\n} else {\n")
        render(block.body, active: nil, byBlock: byBlock, blocksByOpen: blocksByOpen, into: &writer)
        writer.write("\n}\n")
        writer.blockLines[block.id] = start...writer.line
    }
}
