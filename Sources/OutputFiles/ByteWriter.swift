#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Text formatted straight into the reserved bytes of a ``ByteBuffer``: ASCII,
/// strings, and numbers (``ByteWriter+Numbers.swift``), without a `String` per
/// value. The recording writers (evemu, libinput record) and the trace writer
/// (JSON Lines) format every byte they write through it.
///
/// The project's byte formatting keeps its unsafe pointers in this one file.
/// They are measured on the replay benchmark (`Benchmarks/`, "replay: 3 M
/// events, 1,000 views"): streaming the trace with a `String` per line took
/// 2.34 s against 1.64 s with bytes into the buffer, and formatting numbers was
/// still 19 % of the whole replay's CPU until it wrote digits from integers
/// here (docs/performance.md). Every store is bounds-checked against what the
/// buffer reserved, so a wrong reservation traps instead of writing past it.
public struct ByteWriter {
    @usableFromInline let base: UnsafeMutablePointer<UInt8>
    @usableFromInline let capacity: Int
    @usableFromInline var used = 0

    @usableFromInline
    init(base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The bytes written so far.
    @inlinable public var count: Int { used }

    @inlinable @inline(__always)
    func reserve(_ length: Int) {
        precondition(length <= capacity &- used, "ByteWriter: more bytes than reserved")
    }

    /// Appends one byte.
    @inlinable @inline(__always)
    public mutating func append(byte: UInt8) {
        reserve(1)
        base[used] = byte
        used &+= 1
    }

    /// Appends ASCII (or any UTF-8) text known at compile time.
    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        copy(UnsafeRawPointer(text.utf8Start), count: length)
    }

    /// Copies `count` reserved bytes from `source` and counts them. Keys and ids
    /// are a few bytes long: copied as overlapping words, they cost a few
    /// instructions, where a call to `memmove` cost the replay benchmark's
    /// writing thread 9 % of its cycles (`perf record`, docs/performance.md).
    @inlinable @inline(__always)
    mutating func copy(_ source: UnsafeRawPointer, count: Int) {
        let target = UnsafeMutableRawPointer(base + used)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 <= count {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            if offset < count {
                let last = count &- 8
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: last, as: UInt64.self), toByteOffset: last, as: UInt64.self)
            }
        } else if count >= 4 {
            let last = count &- 4
            let head = source.loadUnaligned(as: UInt32.self), tail = source.loadUnaligned(fromByteOffset: last, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: last, as: UInt32.self)
        } else {
            for offset in 0..<count { target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self) }
        }
        used &+= count
    }

    /// Appends a string's UTF-8 bytes as they are.
    @inlinable
    public mutating func append(string text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count)
            if let source = bytes.baseAddress { (base + used).update(from: source, count: bytes.count) }
            used &+= bytes.count
        }
    }

    /// Appends `bytes[start..<end]` as they are. A range of at most 16 bytes with 16
    /// bytes of the array from `start` (ids and names, which their tables pad) is copied
    /// as two words, whose bytes past `end` the next append overwrites; a range of up to 256
    /// bytes with 16 bytes of the array after it (a piece of a line kept in such a table),
    /// 16 bytes at a time, the same way.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: [UInt8], from start: Int, to end: Int) {
        let count = end &- start
        guard 0 <= start && 0 <= count && count <= 16 && start <= bytes.count &- 16 else {
            appendPadded(bytes, from: start, to: end)
            return
        }
        reserve(16)
        bytes.withUnsafeBufferPointer { source in
            let from = UnsafeRawPointer(source.baseAddress! + start), to = UnsafeMutableRawPointer(base + used)
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        }
        used &+= count
    }

    /// ``append(_:from:to:)`` of a range longer than 16 bytes: 16 bytes at a time when the
    /// array holds 16 bytes after it and it is at most 256 bytes long, else as ``appendLong(_:from:to:)``.
    @inlinable @inline(__always)
    mutating func appendPadded(_ bytes: [UInt8], from start: Int, to end: Int) {
        let count = end &- start
        guard 0 <= start && 16 < count && count <= 256 && end <= bytes.count &- 16 else {
            appendLong(bytes, from: start, to: end)
            return
        }
        reserve(count &+ 16)
        bytes.withUnsafeBufferPointer { source in
            let from = UnsafeRawPointer(source.baseAddress! + start), to = UnsafeMutableRawPointer(base + used)
            var offset = 0
            while offset < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self), toByteOffset: offset &+ 8,
                              as: UInt64.self)
                offset &+= 16
            }
        }
        used &+= count
    }

    /// ``append(_:from:to:)`` of a range longer than 16 bytes or near the array's end.
    @usableFromInline
    mutating func appendLong(_ bytes: [UInt8], from start: Int, to end: Int) {
        precondition(0 <= start && start <= end && end <= bytes.count, "ByteWriter: range out of bounds")
        let count = end &- start
        reserve(count)
        guard count > 0 else { return }
        bytes.withUnsafeBufferPointer { source in copy(UnsafeRawPointer(source.baseAddress! + start), count: count) }
    }

    /// Appends `text` as a JSON string: in quotes, with `"`, `\`, newline,
    /// return and tab written `\"`, `\\`, `\n`, `\r`, `\t`, other control
    /// characters `\u00xx`, everything else as it is. Takes at most 6 bytes a byte, plus 2.
    @inlinable
    public mutating func appendJSONString(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            reserve(bytes.count &+ 2)
            var needsEscapes = false
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                needsEscapes = true
                break
            }
            guard !needsEscapes else {
                appendEscaped(bytes)
                return
            }
            base[used] = UInt8(ascii: "\"")
            if let source = bytes.baseAddress { (base + (used &+ 1)).update(from: source, count: bytes.count) }
            used &+= bytes.count &+ 2
            base[used &- 1] = UInt8(ascii: "\"")
        }
    }

    @usableFromInline
    mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(byte: UInt8(ascii: "\""))
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case ..<0x20:
                let hex: StaticString = "0123456789abcdef"
                append("\\u00")
                append(byte: hex.utf8Start[Int(byte >> 4)])
                append(byte: hex.utf8Start[Int(byte & 0xF)])
            default: append(byte: byte)
            }
        }
        append(byte: UInt8(ascii: "\""))
    }

    /// Appends the last `count` decimal digits of `value`, zero-padded, two
    /// digits per division by the constant 100 (written backwards in place).
    @inlinable @inline(__always)
    mutating func appendDigits(_ value: UInt64, count: Int) {
        reserve(count)
        let table = ByteWriter.digitPairs.utf8Start
        var rest = value
        var position = base + used + count
        var left = count
        while left >= 2 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            position -= 2
            position[0] = table[pair]
            position[1] = table[pair &+ 1]
            left &-= 2
        }
        if left == 1 { (position - 1).pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10) }
        used &+= count
    }

    /// The 200 bytes `00` to `99`: two digits per lookup.
    @inlinable @inline(__always)
    static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }

    /// For each n below 1,000, four bytes: its three digits, zero-padded, then
    /// `0x40 + 4 × d + f`, where d is the number of its digits without the padding
    /// (1 to 3) and f the number of digits it takes as thousandths without their
    /// trailing zeros (0 for 0, 1 for 100, 2 for 120, 3 for 123): a whole number
    /// or fraction of up to three digits from one load. Written by a script from
    /// these rules; `ByteWriterNumberTests` checks every entry's use.
    @inlinable @inline(__always)
    static var thousands: StaticString {
        """
        000D001G002G003G004G005G006G007G008G009G010J011K012K013K014K015K016K017K018K019K020J021K022K023K024K\
        025K026K027K028K029K030J031K032K033K034K035K036K037K038K039K040J041K042K043K044K045K046K047K048K049K\
        050J051K052K053K054K055K056K057K058K059K060J061K062K063K064K065K066K067K068K069K070J071K072K073K074K\
        075K076K077K078K079K080J081K082K083K084K085K086K087K088K089K090J091K092K093K094K095K096K097K098K099K\
        100M101O102O103O104O105O106O107O108O109O110N111O112O113O114O115O116O117O118O119O120N121O122O123O124O\
        125O126O127O128O129O130N131O132O133O134O135O136O137O138O139O140N141O142O143O144O145O146O147O148O149O\
        150N151O152O153O154O155O156O157O158O159O160N161O162O163O164O165O166O167O168O169O170N171O172O173O174O\
        175O176O177O178O179O180N181O182O183O184O185O186O187O188O189O190N191O192O193O194O195O196O197O198O199O\
        200M201O202O203O204O205O206O207O208O209O210N211O212O213O214O215O216O217O218O219O220N221O222O223O224O\
        225O226O227O228O229O230N231O232O233O234O235O236O237O238O239O240N241O242O243O244O245O246O247O248O249O\
        250N251O252O253O254O255O256O257O258O259O260N261O262O263O264O265O266O267O268O269O270N271O272O273O274O\
        275O276O277O278O279O280N281O282O283O284O285O286O287O288O289O290N291O292O293O294O295O296O297O298O299O\
        300M301O302O303O304O305O306O307O308O309O310N311O312O313O314O315O316O317O318O319O320N321O322O323O324O\
        325O326O327O328O329O330N331O332O333O334O335O336O337O338O339O340N341O342O343O344O345O346O347O348O349O\
        350N351O352O353O354O355O356O357O358O359O360N361O362O363O364O365O366O367O368O369O370N371O372O373O374O\
        375O376O377O378O379O380N381O382O383O384O385O386O387O388O389O390N391O392O393O394O395O396O397O398O399O\
        400M401O402O403O404O405O406O407O408O409O410N411O412O413O414O415O416O417O418O419O420N421O422O423O424O\
        425O426O427O428O429O430N431O432O433O434O435O436O437O438O439O440N441O442O443O444O445O446O447O448O449O\
        450N451O452O453O454O455O456O457O458O459O460N461O462O463O464O465O466O467O468O469O470N471O472O473O474O\
        475O476O477O478O479O480N481O482O483O484O485O486O487O488O489O490N491O492O493O494O495O496O497O498O499O\
        500M501O502O503O504O505O506O507O508O509O510N511O512O513O514O515O516O517O518O519O520N521O522O523O524O\
        525O526O527O528O529O530N531O532O533O534O535O536O537O538O539O540N541O542O543O544O545O546O547O548O549O\
        550N551O552O553O554O555O556O557O558O559O560N561O562O563O564O565O566O567O568O569O570N571O572O573O574O\
        575O576O577O578O579O580N581O582O583O584O585O586O587O588O589O590N591O592O593O594O595O596O597O598O599O\
        600M601O602O603O604O605O606O607O608O609O610N611O612O613O614O615O616O617O618O619O620N621O622O623O624O\
        625O626O627O628O629O630N631O632O633O634O635O636O637O638O639O640N641O642O643O644O645O646O647O648O649O\
        650N651O652O653O654O655O656O657O658O659O660N661O662O663O664O665O666O667O668O669O670N671O672O673O674O\
        675O676O677O678O679O680N681O682O683O684O685O686O687O688O689O690N691O692O693O694O695O696O697O698O699O\
        700M701O702O703O704O705O706O707O708O709O710N711O712O713O714O715O716O717O718O719O720N721O722O723O724O\
        725O726O727O728O729O730N731O732O733O734O735O736O737O738O739O740N741O742O743O744O745O746O747O748O749O\
        750N751O752O753O754O755O756O757O758O759O760N761O762O763O764O765O766O767O768O769O770N771O772O773O774O\
        775O776O777O778O779O780N781O782O783O784O785O786O787O788O789O790N791O792O793O794O795O796O797O798O799O\
        800M801O802O803O804O805O806O807O808O809O810N811O812O813O814O815O816O817O818O819O820N821O822O823O824O\
        825O826O827O828O829O830N831O832O833O834O835O836O837O838O839O840N841O842O843O844O845O846O847O848O849O\
        850N851O852O853O854O855O856O857O858O859O860N861O862O863O864O865O866O867O868O869O870N871O872O873O874O\
        875O876O877O878O879O880N881O882O883O884O885O886O887O888O889O890N891O892O893O894O895O896O897O898O899O\
        900M901O902O903O904O905O906O907O908O909O910N911O912O913O914O915O916O917O918O919O920N921O922O923O924O\
        925O926O927O928O929O930N931O932O933O934O935O936O937O938O939O940N941O942O943O944O945O946O947O948O949O\
        950N951O952O953O954O955O956O957O958O959O960N961O962O963O964O965O966O967O968O969O970N971O972O973O974O\
        975O976O977O978O979O980N981O982O983O984O985O986O987O988O989O990N991O992O993O994O995O996O997O998O999O
        """
    }

    /// The entry of ``thousands`` for `value` (below 1,000).
    @inlinable @inline(__always)
    static func thousandsEntry(_ value: UInt64) -> UInt32 {
        precondition(value < 1000, "ByteWriter: a three-digit entry for 1,000 or more")
        let entry = UnsafeRawPointer(thousands.utf8Start).loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: value) &* 4, as: UInt32.self)
        return UInt32(littleEndian: entry)
    }

    /// Stores the four bytes of `word` (little-endian, first byte lowest) and counts
    /// the first `count` of them (at most 4): one bounds-checked store for a short
    /// piece of a number, whose other bytes the next store overwrites.
    @inlinable @inline(__always)
    mutating func store(_ word: UInt32, counting count: Int) {
        reserve(4)
        UnsafeMutableRawPointer(base + used).storeBytes(of: word.littleEndian, as: UInt32.self)
        used &+= count
    }

    /// Stores the eight bytes of `word` (little-endian) and counts the first `count` of them (at most 8).
    @inlinable @inline(__always)
    mutating func store(_ word: UInt64, counting count: Int) {
        reserve(8)
        UnsafeMutableRawPointer(base + used).storeBytes(of: word.littleEndian, as: UInt64.self)
        used &+= count
    }

    /// The 16 bytes from `start`, when the buffer holds them (else nil): a short text
    /// written there, with whatever follows it, to be stored again by ``store(_:counting:)-(UInt64,UInt64),_``.
    @inlinable @inline(__always)
    func words(from start: Int) -> (UInt64, UInt64)? {
        guard start >= 0, start <= capacity &- 16 else { return nil }
        let source = UnsafeRawPointer(base + start)
        return (source.loadUnaligned(as: UInt64.self), source.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }

    /// Stores the 16 bytes of `words` (as ``words(from:)`` read them) and counts the first `count` of them (at most 16).
    @inlinable @inline(__always)
    mutating func store(_ words: (UInt64, UInt64), counting count: Int) {
        reserve(16)
        let target = UnsafeMutableRawPointer(base + used)
        target.storeBytes(of: words.0, as: UInt64.self)
        target.storeBytes(of: words.1, toByteOffset: 8, as: UInt64.self)
        used &+= count
    }

    /// Appends `integer` (below 1,000), then a point and the three digits of
    /// `thousandths` (below 1,000): without their trailing zeros, and not at all
    /// when they are 0, unless `whole` (more digits follow). One store.
    @inlinable @inline(__always)
    mutating func appendSmallDecimal(_ integer: UInt64, thousandths: UInt64, whole: Bool) {
        let entry = ByteWriter.thousandsEntry(integer)
        let length = Int(truncatingIfNeeded: entry &>> 26 & 3)
        let digits = UInt64((entry & 0xFF_FFFF) &>> UInt32(truncatingIfNeeded: 24 &- 8 &* length))
        if thousandths == 0 && !whole {
            store(digits, counting: length)
            return
        }
        let fraction = ByteWriter.thousandsEntry(thousandths)
        let kept = whole ? 3 : Int(truncatingIfNeeded: fraction &>> 24 & 3)
        let text = UInt64(0x2E | (fraction & 0xFF_FFFF) &<< 8)
        store(digits | text &<< UInt64(truncatingIfNeeded: 8 &* length), counting: length &+ 1 &+ kept)
    }

    /// Appends `value` (below 1,000) in 1 to 3 digits, in one store.
    @inlinable @inline(__always)
    mutating func appendBelowThousand(_ value: UInt64) {
        let entry = ByteWriter.thousandsEntry(value)
        let length = Int(truncatingIfNeeded: entry &>> 26 & 3)
        store((entry & 0xFF_FFFF) &>> UInt32(truncatingIfNeeded: 24 &- 8 &* length), counting: length)
    }

    /// Appends `value` (1 to 999) as three decimals without their trailing zeros,
    /// after a point when `point` is true, in one store.
    @inlinable @inline(__always)
    mutating func appendThreeDecimals(_ value: UInt64, point: Bool) {
        let entry = ByteWriter.thousandsEntry(value)
        let kept = Int(truncatingIfNeeded: entry &>> 24 & 3)
        if point {
            store(0x2E | (entry & 0xFF_FFFF) &<< 8, counting: 1 &+ kept)
        } else {
            store(entry & 0xFF_FFFF, counting: kept)
        }
    }

    /// The text `body` writes, at most `maximum` bytes, as a `String`.
    public static func string(maximum: Int, _ body: (inout ByteWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: maximum) { buffer in
            var writer = ByteWriter(base: buffer.baseAddress!, capacity: buffer.count)
            body(&writer)
            return writer.used
        }
    }
}

/// A growable block of bytes that ``ByteWriter``s fill, handed out whole
/// (to an `OutputFile`, or to a comparison) with ``withBytes(_:)``.
///
/// A noncopyable value rather than a class: its owner's one stored property
/// is the only place its state lives, so appending a line costs one access
/// check (of that property), not one per field.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    @usableFromInline var used = 0

    /// A buffer with room for `capacity` bytes before it first grows.
    public init(capacity: Int) {
        self.capacity = max(capacity, 16)
        storage = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit { storage.deallocate() }

    /// The number of bytes held.
    @inlinable public var count: Int { used }

    /// Lets `body` append at most `maximum` bytes after those held (growing the
    /// buffer first if needed); answers the number of bytes now held.
    @inlinable @discardableResult
    public mutating func append(reserving maximum: Int, _ body: (inout ByteWriter) -> Void) -> Int {
        if capacity &- used < maximum { grow(toHold: used + maximum) }
        var writer = ByteWriter(base: storage + used, capacity: maximum)
        body(&writer)
        used &+= writer.used
        return used
    }

    @usableFromInline
    mutating func grow(toHold count: Int) {
        var newCapacity = capacity
        while newCapacity < count { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: storage, count: used)
        storage.deallocate()
        storage = larger
        capacity = newCapacity
    }

    /// Calls `body` with the bytes held.
    public func withBytes<Result, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> Result) throws(Failure) -> Result {
        try body(UnsafeRawBufferPointer(start: storage, count: used))
    }

    /// Forgets the bytes held (keeping the room).
    public mutating func removeAll() { used = 0 }

    /// Forgets the first `count` bytes held, moving the rest to the start.
    public mutating func removeFirst(_ count: Int) {
        precondition(count >= 0 && count <= used, "ByteBuffer.removeFirst: more bytes than held")
        memmove(storage, storage + count, used - count)
        used -= count
    }
}
