#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The harness every input runs through. `SCREENMOD_FUZZ_RULES` picks the rules (`builtin`,
/// `fuzz`, or both when unset); `SCREENMOD_FUZZ_STRICT=1` also fails on a use left for a second run.
let harness: FuzzHarness = {
    let which = getenv("SCREENMOD_FUZZ_RULES").map { String(cString: $0) } ?? "both"
    let strict = getenv("SCREENMOD_FUZZ_STRICT").map { String(cString: $0) == "1" } ?? false
    return FuzzHarness(ruleSet: FuzzRules.ruleSet(which), strictIdempotence: strict)
}()

/// libFuzzer's entry point: checks one input and crashes on a broken promise, so libFuzzer
/// saves the input as a crash artifact. In a normal build nothing calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try harness.check(bytes)
    } catch {
        let message = Array("screenmod-fuzz: \(error)\n".utf8)
        _ = message.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        abort()
    }
    return 0
}
