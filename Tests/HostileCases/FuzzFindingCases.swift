import Darkroom
import Foundation

/// Inputs the fuzzers (Fuzz/, docs/hostile-input.md) found, each kept as a case
/// once Darkroom was fixed. The raw inputs also stay in Fuzz/Corpus, where the
/// AddressSanitizer pass replays them.
enum FuzzFindingCases {
    static var all: [HostileCase] {
        [
            // An angular gradient whose end is far before its start hung in building
            // its mesh: the gap was cut into one sector per 10° of the difference.
            HostileCase(name: "fuzz/angular-gradient-end-far-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(0), endAngle: .radians(-1e17))
                    .frame(width: 40, height: 40))
            },
            HostileCase(name: "fuzz/angular-gradient-end-greatest-before-start") {
                try render(AngularGradient(colors: [.red, .blue], center: .center,
                                           startAngle: .radians(.greatestFiniteMagnitude),
                                           endAngle: .radians(-.greatestFiniteMagnitude))
                    .frame(width: 40, height: 40))
            },
        ]
    }
}
