import Foundation
import Testing
@testable import Darkroom

@Suite("Formatters Foundation on Linux lacks")
struct FoundationFormatterTests {
    @Test func durations() {
        let f = DateComponentsFormatter()
        #expect(f.string(from: 3723) == "1:02:03")
        #expect(f.string(from: 65) == "1:05")
        f.zeroFormattingBehavior = .pad
        #expect(f.string(from: 65) == "00:01:05")
        f.zeroFormattingBehavior = .default
        f.allowedUnits = [.minute, .second]
        #expect(f.string(from: 5) == "0:05")
        f.unitsStyle = .abbreviated
        f.allowedUnits = [.hour, .minute]
        #expect(f.string(from: 3723) == "1h 2m")
        #expect(f.string(from: 3600) == "1h")
        f.unitsStyle = .full
        #expect(f.string(from: 3723) == "1 hour, 2 minutes")
        f.unitsStyle = .short
        #expect(f.string(from: 7260) == "2 hr, 1 min")
        f.unitsStyle = .spellOut
        #expect(f.string(from: 3723) == "one hour, two minutes")
        f.unitsStyle = .abbreviated
        f.allowedUnits = [.day, .hour, .minute]
        f.maximumUnitCount = 2
        #expect(f.string(from: 90_061) == "1d 1h")
        f.includesApproximationPhrase = true
        #expect(f.string(from: 86_400) == "About 1d")
        let components = DateComponents(hour: 2, minute: 30)
        #expect(DateComponentsFormatter.localizedString(from: components, unitsStyle: .full) == "2 hours, 30 minutes")
    }

    @Test func measurements() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        let f = MeasurementFormatter()
        f.unitOptions = .providedUnit
        #expect(f.string(from: distance) == "5 km")
        f.unitStyle = .long
        #expect(f.string(from: distance) == "5 kilometers")
        f.unitStyle = .short
        #expect(f.string(from: distance) == "5km")
        // The locale's units: en_US converts to miles.
        let us = MeasurementFormatter()
        #expect(us.string(from: distance) == "3.107 mi")
        let temperature = Measurement(value: 20, unit: UnitTemperature.celsius)
        #expect(us.string(from: temperature) == "68°F")
        #expect(distance.formatted(.measurement(width: .wide, usage: .asProvided)) == "5 kilometers")
        #expect(distance.formatted(.measurement(width: .abbreviated)) == "3.107 mi")
        #expect(distance.formatted() == "3.107 mi")
    }
}
