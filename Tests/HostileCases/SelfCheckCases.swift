import Foundation

/// Cases that fail on purpose, so HostileInputTests can show its runner reports
/// a trap and a hang instead of passing them. Not part of the catalogue's count.
enum SelfCheckCases {
    static var all: [HostileCase] {
        [
            HostileCase(name: "selfcheck/trap") {
                let values = [Double.nan]
                return "\(Int(values[0]))"
            },
            HostileCase(name: "selfcheck/hang") {
                while true { sleep(1) }
            },
        ]
    }
}
