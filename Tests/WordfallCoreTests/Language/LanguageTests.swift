import Testing
import WordfallCore

@Suite struct LanguageTests {
    /// `Language.coded` (what a level's `"language"` and a daily's result are read with) knows every language
    /// `Language.all` lists, by its code alone.
    @Test func everyLanguageIsFoundByItsCode() {
        for language in Language.all {
            #expect(Language.coded(language.code)?.name == language.name)
        }
        #expect(Language.coded("xx") == nil)
        #expect(Language.coded("EN") == nil)
        #expect(Language.coded("english") == nil)
    }
}
