@testable import DarkroomCharts
import Foundation
import Testing

@Suite("Nice axis values")
struct NiceTicksTests {
    @Test func seedContinentAreasGetTensUpToForty() {
        // 0…31 (the seed's largest continent): 0, 10, 20, 30, 40 — the "40" the seed mentions.
        let step = NiceTicks.step(lo: 0, hi: 31, desired: NiceTicks.defaultCount)
        #expect(step == 10)
        #expect(NiceTicks.values(lo: 0, hi: 40, step: step) == [0, 10, 20, 30, 40])
    }

    @Test func measuredAppleRendersAreReproduced() {
        // desiredCount 3 over 0…29 000 → 20 000 steps; desiredCount 12 over 0…2.5 → 0.2 steps.
        #expect(NiceTicks.step(lo: 0, hi: 29_000, desired: 3) == 20_000)
        #expect(NiceTicks.step(lo: 0, hi: 2.5, desired: 12) == 0.2)
        // Apple's documentation image: bars 5/10/15 on an axis from 0 to 15.
        #expect(NiceTicks.step(lo: 0, hi: 15, desired: NiceTicks.defaultCount) == 5)
    }

    @Test func stepsAreOneTwoOrFiveTimesAPowerOfTen() {
        for hi in [0.7, 3.0, 47.0, 812.0, 12_345.0, 9.9e6] {
            let step = NiceTicks.step(lo: 0, hi: hi, desired: 5)
            let mantissa = step / pow(10, floor(log10(step)))
            #expect([1.0, 2.0, 5.0].contains { abs($0 - mantissa) < 1e-9 }, "step \(step) for 0…\(hi)")
        }
    }
}
