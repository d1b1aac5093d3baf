/// Runs test processes at most `width` at a time and hands each completion back, in completion
/// order, to the calling task (so callers need no locks). A request can be skipped, or made, at the
/// moment it would start: a mutant's remaining seeds are dropped once it survived one, and a source
/// mutant's tests are ordered by what the run has learned so far.
struct ProcessPool {
    let runner: any TestProcessRunning
    let width: Int

    /// Runs `requests`; `shouldStart(i)` is asked before request `i` starts, `completed(i, c)` is
    /// called as each finishes.
    func run(
        _ requests: [TestRunRequest],
        shouldStart: (Int) -> Bool = { _ in true },
        completed: (Int, ChildProcess.Completion) -> Void
    ) async {
        await run(count: requests.count, request: { shouldStart($0) ? requests[$0] : nil }, completed: completed)
    }

    /// Runs `count` requests, each made by `request(i)` at the moment it would start (so it can use
    /// what earlier completions taught; nil skips it); `completed(i, c)` is called as each finishes.
    func run(
        count: Int,
        request: (Int) -> TestRunRequest?,
        completed: (Int, ChildProcess.Completion) -> Void
    ) async {
        let runner = self.runner
        await withTaskGroup(of: (Int, ChildProcess.Completion).self) { group in
            var next = 0
            var running = 0
            func startNext() {
                while next < count {
                    let index = next
                    next += 1
                    guard let made = request(index) else { continue }
                    group.addTask { (index, await runner.run(made)) }
                    running += 1
                    return
                }
            }
            for _ in 0..<max(width, 1) { startNext() }
            while running > 0, let (index, completion) = await group.next() {
                running -= 1
                completed(index, completion)
                startNext()
            }
        }
    }
}
