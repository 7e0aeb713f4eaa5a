import Testing
import WordfallCore

@Suite struct CalendarDayTests {
    @Test func parsesOnlyRealDatesInTheOneForm() {
        #expect(CalendarDay("2026-11-24")?.description == "2026-11-24")
        #expect(CalendarDay("2024-02-29") != nil)
        #expect(CalendarDay("2000-02-29") != nil)
        for bad in [
            "2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-11-31", "2026-1-24", "26-11-24", "2026/11/24",
            "", "2026-11-24 ",
        ] {
            #expect(CalendarDay(bad) == nil, "\(bad)")
        }
    }

    @Test func dayNumbersCountFrom1970AndRoundTrip() throws {
        #expect(CalendarDay("1970-01-01")?.dayNumber == 0)
        #expect(CalendarDay("2026-11-24")?.dayNumber == 20_781)
        for number in stride(from: -719_162, through: 2_932_896, by: 997) {
            let day = CalendarDay(dayNumber: number)
            #expect(day.dayNumber == number)
            #expect(CalendarDay(day.description) == day)
        }
        #expect(try #require(CalendarDay("2026-11-24")).longDescription == "24 November 2026")
    }
}
