<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="pl_PL">
  <context>
    <name>Action</name>
    <message>
      <source>Seat a new player…</source>
      <translation>Posadź nowego gracza…</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Nieobecny</translation>
    </message>
    <message>
      <source>Back…</source>
      <translation>Wraca…</translation>
    </message>
    <message>
      <source>Leave (lock-up)</source>
      <translation>Odchodzi (rezerwacja)</translation>
    </message>
    <message>
      <source>Release lock-up</source>
      <translation>Zwolnij rezerwację</translation>
    </message>
    <message>
      <source>Move to another seat…</source>
      <translation>Przesadź na inne miejsce…</translation>
    </message>
    <message>
      <source>Bust</source>
      <translation>Bez żetonów</translation>
    </message>
    <message>
      <source>Rebuy…</source>
      <translation>Dokupienie…</translation>
    </message>
    <message>
      <source>Straddle next hand</source>
      <translation>Straddle w następnym rozdaniu</translation>
    </message>
    <message>
      <source>Pick up (seat to the list)</source>
      <translation>Usuń z miejsca (miejsce dla listy oczekujących)</translation>
    </message>
    <message>
      <source>Lock up for the list</source>
      <translation>Zarezerwuj dla listy oczekujących</translation>
    </message>
  </context>
  <context>
    <name>Advisor</name>
    <message>
      <source>Last action twice running</source>
      <translation>Ostatnia akcja dwa razy z rzędu</translation>
    </message>
    <message>
      <source>First action twice running</source>
      <translation>Pierwsza akcja dwa razy z rzędu</translation>
    </message>
    <message>
      <source>Dead buttons</source>
      <translation>Martwe buttony</translation>
    </message>
    <message>
      <source>Rounds played at a discount</source>
      <translation>Okrążenia zagrane ze zniżką</translation>
    </message>
    <message>
      <source>Missed-blind buttons placed</source>
      <translation>Położone znaczniki ominiętego blinda</translation>
    </message>
    <message>
      <source>Missed blinds made up</source>
      <translation>Uzupełnione ominięte blindy</translation>
    </message>
    <message>
      <source>Missed blinds cleared without a make-up</source>
      <translation>Ominięte blindy zdjęte bez uzupełnienia</translation>
    </message>
    <message>
      <source>Seat changes that cost a post</source>
      <translation>Zmiany miejsca, które kosztowały stawkę</translation>
    </message>
    <message>
      <source>{figure}, per 100 hands</source>
      <translation>{figure}, na 100 rozdań</translation>
    </message>
    <message>
      <source>{figure}, per player-hour</source>
      <translation>{figure}, na godzinę gracza</translation>
    </message>
    <message>
      <source>First hand showing it: {figure}</source>
      <translation>Pierwsze rozdanie, które to pokazuje: {figure}</translation>
    </message>
    <message>
      <source>Seat {seat}: blinds paid, % of its fair share</source>
      <translation>Miejsce {seat}: zapłacone blindy, % sprawiedliwego udziału</translation>
    </message>
    <message>
      <source>Hands dealt</source>
      <translation>Rozdania</translation>
    </message>
    <message>
      <source>Hands not dealt: fewer than two players</source>
      <translation>Rozdania, do których nie doszło: mniej niż dwóch graczy</translation>
    </message>
    <message>
      <source>Player-hours dealt in</source>
      <translation>Godziny graczy w rozdaniu</translation>
    </message>
    <message>
      <source>Rounds played at a discount, % of whole rounds</source>
      <translation>Okrążenia ze zniżką, % pełnych okrążeń</translation>
    </message>
    <message>
      <source>Blinds posted in position, % of the house's blinds</source>
      <translation>Blindy postawione na swoich pozycjach, % blindów sali</translation>
    </message>
    <message>
      <source>Blinds skipped in discounted rounds, big blinds per 100 hands</source>
      <translation>Blindy pominięte w okrążeniach ze zniżką, dużych blindów na 100 rozdań</translation>
    </message>
    <message>
      <source>Dead money made up into pots, big blinds per 100 hands</source>
      <translation>Martwe pieniądze z uzupełnień w pulach, dużych blindów na 100 rozdań</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, median</source>
      <translation>Rozdania, które nowy gracz przeczekuje przed pierwszym rozdaniem, mediana</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, 90th percentile</source>
      <translation>Rozdania, które nowy gracz przeczekuje przed pierwszym rozdaniem, 90. percentyl</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, median</source>
      <translation>Rozdania, które powracający gracz przeczekuje, zanim dostanie karty, mediana</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, 90th percentile</source>
      <translation>Rozdania, które powracający gracz przeczekuje, zanim dostanie karty, 90. percentyl</translation>
    </message>
    <message>
      <source>Seat changes that cost a post, % of seat changes</source>
      <translation>Zmiany miejsca, które kosztowały stawkę, % zmian miejsca</translation>
    </message>
    <message>
      <source>Blinds and posts paid, big blinds per player-hour</source>
      <translation>Zapłacone blindy i stawki, dużych blindów na godzinę gracza</translation>
    </message>
    <message>
      <source>Fair share of the blinds, big blinds per player-hour</source>
      <translation>Sprawiedliwy udział w blindach, dużych blindów na godzinę gracza</translation>
    </message>
    <message>
      <source>Paid above the fair share, %</source>
      <translation>Zapłacono ponad sprawiedliwy udział, %</translation>
    </message>
    <message>
      <source>Largest gap of a seat from its fair share, %</source>
      <translation>Największe odchylenie miejsca od jego sprawiedliwego udziału, %</translation>
    </message>
    <message>
      <source>% of the house's blinds: blinds posted in their places (not make-ups or posts) against the house's blinds of every hand dealt; the moving button's extra blinds lift it above 100 %, dead small blinds keep it below.</source>
      <translation>% blindów kasyna: blindy postawione na swoich miejscach (bez uzupełnień i stawek) wobec blindów kasyna w każdym rozdaniu; dodatkowe blindy ruchomego buttona podnoszą go ponad 100 %, martwe małe blindy trzymają poniżej.</translation>
    </message>
    <message>
      <source>% of the fair share: each hand's blinds split evenly among the players dealt in; make-ups, posts and extra blinds lift a seat above 100 %.</source>
      <translation>% sprawiedliwego udziału: blindy każdego rozdania podzielone po równo między graczy, którzy dostali karty; uzupełnienia, stawki i dodatkowe blindy podnoszą miejsce ponad 100 %.</translation>
    </message>
    <message>
      <source>Blind cost per seat</source>
      <translation>Koszt blindów na miejsce</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <source>Blinds paid, % of the fair share</source>
      <translation>Zapłacone blindy, % sprawiedliwego udziału</translation>
    </message>
    <message>
      <source>Fair share</source>
      <translation>Sprawiedliwy udział</translation>
    </message>
    <message>
      <source>Waits before a first hand</source>
      <translation>Oczekiwanie na pierwsze rozdanie</translation>
    </message>
    <message>
      <source>Hands sat out before being dealt in</source>
      <translation>Rozdania przeczekane przed wejściem do gry</translation>
    </message>
    <message>
      <source>Players dealt in by then, %</source>
      <translation>Graczy w grze do tego czasu, %</translation>
    </message>
    <message>
      <source>new</source>
      <translation>nowi</translation>
    </message>
    <message>
      <source>returning</source>
      <translation>powracający</translation>
    </message>
    <message>
      <source>Last action twice and other costs</source>
      <translation>Ostatnia akcja dwa razy i inne koszty</translation>
    </message>
    <message>
      <source>Per 100 hands</source>
      <translation>Na 100 rozdań</translation>
    </message>
    <message>
      <source>Last action twice</source>
      <translation>Ostatnia akcja dwa razy</translation>
    </message>
    <message>
      <source>First action twice</source>
      <translation>Pierwsza akcja dwa razy</translation>
    </message>
    <message>
      <source>Discounted rounds</source>
      <translation>Okrążenia ze zniżką</translation>
    </message>
    <message>
      <source>{button} · make-up: {makeup}</source>
      <translation>{button} · uzupełnianie: {makeup}</translation>
    </message>
    <message>
      <source>This table: {rules}</source>
      <translation>Ten stół: {rules}</translation>
    </message>
    <message>
      <source>Compare house rules</source>
      <translation>Porównaj zasady kasyna</translation>
    </message>
    <message>
      <source>Sets of house rules (2 to 4)</source>
      <translation>Zestawy zasad kasyna (od 2 do 4)</translation>
    </message>
    <message>
      <source>Add from a file…</source>
      <translation>Dodaj z pliku…</translation>
    </message>
    <message>
      <source>The players' habits (a busy cash game)</source>
      <translation>Zwyczaje graczy (ruchliwa gra cash)</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Miejsca</translation>
    </message>
    <message>
      <source>Hands per hour</source>
      <translation>Rozdań na godzinę</translation>
    </message>
    <message>
      <source>Hours a player stays</source>
      <translation>Czas gry jednego gracza, godziny</translation>
    </message>
    <message>
      <source>Breaks per player-hour</source>
      <translation>Przerw na godzinę gracza</translation>
    </message>
    <message>
      <source>Minutes of a break</source>
      <translation>Minut przerwy</translation>
    </message>
    <message>
      <source>Minutes to fill a free seat</source>
      <translation>Minut do zajęcia wolnego miejsca</translation>
    </message>
    <message>
      <source>Seat changes per player-hour</source>
      <translation>Zmian miejsca na godzinę gracza</translation>
    </message>
    <message>
      <source>New players who post at once, %</source>
      <translation>Nowi gracze, którzy stawiają od razu, %</translation>
    </message>
    <message>
      <source>Returning players who post at once, %</source>
      <translation>Powracający gracze, którzy stawiają od razu, %</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Długość</translation>
    </message>
    <message>
      <source>Hours of play</source>
      <translation>Godziny gry</translation>
    </message>
    <message>
      <source>Random seed</source>
      <translation>Kod losowania</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Porównaj</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Anuluj</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Eksportuj CSV…</translation>
    </message>
    <message>
      <source>Export charts as PNG…</source>
      <translation>Eksportuj wykresy jako PNG…</translation>
    </message>
    <message>
      <source>Export a hand as a scenario…</source>
      <translation>Eksportuj rozdanie jako scenariusz…</translation>
    </message>
    <message>
      <source>The hand of the row chosen (a first hand showing a figure) under the column's house rules, as a scenario file the scenario runner replays</source>
      <translation>Rozdanie z wybranego wiersza (pierwsze rozdanie, które pokazuje wskaźnik) według zasad kasyna z kolumny, jako plik scenariusza odtwarzany przez program scenariuszy</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>Wskaźniki</translation>
    </message>
    <message>
      <source>Tick from 2 to 4 sets of house rules.</source>
      <translation>Zaznacz od 2 do 4 zestawów zasad kasyna.</translation>
    </message>
    <message>
      <source>This comparison cannot be made: {why}</source>
      <translation>Tego porównania nie można wykonać: {why}</translation>
    </message>
    <message numerus="yes">
      <source>Simulating %Ln hour(s) of play…</source>
      <translation>
        <numerusform>Symulacja %Ln godziny gry…</numerusform>
        <numerusform>Symulacja %Ln godzin gry…</numerusform>
        <numerusform>Symulacja %Ln godzin gry…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: %Ln hand(s) under each set of house rules.</source>
      <translation>
        <numerusform>Gotowe: %Ln rozdanie dla każdego zestawu zasad kasyna.</numerusform>
        <numerusform>Gotowe: %Ln rozdania dla każdego zestawu zasad kasyna.</numerusform>
        <numerusform>Gotowe: %Ln rozdań dla każdego zestawu zasad kasyna.</numerusform>
      </translation>
    </message>
    <message>
      <source>The comparison stopped: {why}</source>
      <translation>Porównanie przerwane: {why}</translation>
    </message>
    <message>
      <source>Cancelled. The figures shown are those of the last finished run.</source>
      <translation>Anulowano. Widoczne wskaźniki pochodzą z ostatniego ukończonego porównania.</translation>
    </message>
    <message>
      <source>Not written: {why} ({path})</source>
      <translation>Nie zapisano: {why} ({path})</translation>
    </message>
    <message>
      <source>Export a hand as a scenario</source>
      <translation>Eksportuj rozdanie jako scenariusz</translation>
    </message>
    <message>
      <source>Hand number (1 to {last}) under {rules}:</source>
      <translation>Numer rozdania (od 1 do {last}) według {rules}:</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Pliki scenariuszy (*.toml)</translation>
    </message>
    <message>
      <source>Written: {path}</source>
      <translation>Zapisano: {path}</translation>
    </message>
    <message>
      <source>Export the figures as CSV</source>
      <translation>Eksportuj wskaźniki do CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
      <source>Export the charts as PNG into</source>
      <translation>Eksportuj wykresy jako PNG do</translation>
    </message>
    <message>
      <source>Add house rules from a file</source>
      <translation>Dodaj zasady kasyna z pliku</translation>
    </message>
    <message>
      <source>House-rules files (*.toml)</source>
      <translation>Pliki zasad kasyna (*.toml)</translation>
    </message>
    <message>
      <source>This file cannot be used: {why}</source>
      <translation>Tego pliku nie można użyć: {why}</translation>
    </message>
    <message>
      <source>Added: {name}</source>
      <translation>Dodano: {name}</translation>
    </message>
  </context>
  <context>
    <name>Amounts</name>
    <message numerus="yes">
      <source>%Ln live</source>
      <translation>
        <numerusform>%Ln żywy</numerusform>
        <numerusform>%Ln żywe</numerusform>
        <numerusform>%Ln żywych</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln dead</source>
      <translation>
        <numerusform>%Ln martwy</numerusform>
        <numerusform>%Ln martwe</numerusform>
        <numerusform>%Ln martwych</numerusform>
      </translation>
    </message>
    <message>
      <source>({live}, {dead})</source>
      <translation>({live}, {dead})</translation>
    </message>
    <message>
      <source>(dead)</source>
      <translation>(martwe)</translation>
    </message>
    <message>
      <source>(live)</source>
      <translation>(żywe)</translation>
    </message>
  </context>
  <context>
    <name>Backups</name>
    <message>
      <source>Restore from a backup</source>
      <translation>Przywracanie z kopii zapasowej</translation>
    </message>
    <message>
      <source>No backup of the room could be made in {folder}: {why}. The room works on and nothing is lost; plug the drive back in, or choose another folder in Settings → Backups….</source>
      <translation>Nie udało się zrobić kopii zapasowej sali w {folder}: {why}. Sala działa dalej i nic nie ginie; podłącz ponownie nośnik albo wybierz inny folder w Ustawienia → Kopie zapasowe….</translation>
    </message>
    <message>
      <source>the folder is not there (a drive unplugged?)</source>
      <translation>folderu nie ma (odłączony nośnik?)</translation>
    </message>
    <message>
      <source>the folder may not be written</source>
      <translation>do folderu nie wolno zapisywać</translation>
    </message>
    <message>
      <source>the drive is full</source>
      <translation>nośnik jest pełny</translation>
    </message>
    <message>
      <source>the folder cannot be used</source>
      <translation>folderu nie da się użyć</translation>
    </message>
    <message>
      <source>The room file cannot be read any more: it is damaged. Room → Restore from a backup… puts back the newest backup and says what it does not hold.</source>
      <translation>Pliku sali nie da się już odczytać: jest uszkodzony. Sala → Przywróć z kopii zapasowej… przywróci najnowszą kopię i powie, czego w niej brakuje.</translation>
    </message>
    <message>
      <source>Room → Restore from a backup… puts back a backup of the room and says what it does not hold.</source>
      <translation>Sala → Przywróć z kopii zapasowej… przywraca kopię zapasową sali i mówi, czego w niej brakuje.</translation>
    </message>
    <message>
      <source>The room file {path} was deleted, replaced or damaged while floorapp had it open. What floorapp still had of the room was saved in the backup of {time}: put it back with Room → Restore from a backup….</source>
      <translation>Plik sali {path} usunięto, podmieniono albo uszkodzono, gdy floorapp miał go otwarty. To, co floorapp jeszcze miał z sali, zapisano w kopii zapasowej z {time}: przywróć ją przez Sala → Przywróć z kopii zapasowej….</translation>
    </message>
    <message>
      <source>The backup {name} has problems: {problems}</source>
      <translation>Kopia zapasowa {name} ma błędy: {problems}</translation>
    </message>
    <message>
      <source>damaged</source>
      <translation>uszkodzona</translation>
    </message>
    <message>
      <source>earlier floorapp</source>
      <translation>starszy floorapp</translation>
    </message>
    <message>
      <source>has problems</source>
      <translation>z błędami</translation>
    </message>
    <message>
      <source>checked</source>
      <translation>sprawdzona</translation>
    </message>
    <message>
      <source>not checked yet</source>
      <translation>jeszcze niesprawdzona</translation>
    </message>
    <message>
      <source>Made {made}; its last action recorded {last}.</source>
      <translation>Zrobiona {made}; ostatnia zapisana w niej czynność: {last}.</translation>
    </message>
    <message>
      <source>Made by an earlier floorapp (schema {schema}): what it holds shows once it is restored, upgraded as at any start.</source>
      <translation>Zrobiona przez starszy floorapp (schemat {schema}): jej zawartość będzie widać po przywróceniu, gdy zostanie zaktualizowana jak przy każdym uruchomieniu.</translation>
    </message>
    <message>
      <source>{table}: {hands}, {entries}, the last at {last}</source>
      <translation>{table}: {hands}, {entries}, ostatnia {last}</translation>
    </message>
    <message>
      <source>{actions}, of which {deals}</source>
      <translation>{actions}, w tym {deals}</translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n rozdanie</numerusform>
        <numerusform>%n rozdania</numerusform>
        <numerusform>%n rozdań</numerusform>
      </translation>
    </message>
    <message>
      <source>the waiting lists: {entries}</source>
      <translation>listy oczekujących: {entries}</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n rozdanie</numerusform>
        <numerusform>%n rozdania</numerusform>
        <numerusform>%n rozdań</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n action(s)</source>
      <translation>
        <numerusform>%n czynność</numerusform>
        <numerusform>%n czynności</numerusform>
        <numerusform>%n czynności</numerusform>
      </translation>
    </message>
    <message>
      <source>{table}: the screen showed hand {shown}, the backup holds hand {held}</source>
      <translation>{table}: ekran pokazywał rozdanie {shown}, kopia sięga do rozdania {held}</translation>
    </message>
    <message>
      <source>A backup of an earlier floorapp: what it does not hold is known only once it is restored (History shows it).</source>
      <translation>Kopia zapasowa starszego floorappa: czego w niej brakuje, wiadomo dopiero po przywróceniu (pokaże to Historia).</translation>
    </message>
    <message>
      <source>The backup holds every action the room file holds.</source>
      <translation>Kopia zapasowa zawiera wszystkie czynności z pliku sali.</translation>
    </message>
    <message>
      <source>Actions recorded after {time} are not in the backup:</source>
      <translation>Czynności zapisanych po {time} nie ma w kopii zapasowej:</translation>
    </message>
    <message>
      <source>The room file cannot be read: what it held after {time} cannot be counted, and this screen had seen nothing later.</source>
      <translation>Pliku sali nie da się odczytać: tego, co zawierał po {time}, nie można policzyć, a ten ekran nie widział niczego późniejszego.</translation>
    </message>
    <message>
      <source>The room file cannot be read: actions recorded after {time} are not in the backup, as far as this screen had seen:</source>
      <translation>Pliku sali nie da się odczytać: czynności zapisanych po {time} nie ma w kopii zapasowej; według tego, co widział ten ekran:</translation>
    </message>
    <message>
      <source>Restore the backup made {made}? The room file as it is now is kept aside, never deleted, and the room opens again from the backup.
{not_held}</source>
      <translation>Przywrócić kopię zapasową z {made}? Obecny plik sali zostanie odłożony na bok, nigdy usunięty, a sala otworzy się na nowo z kopii.
{not_held}</translation>
    </message>
    <message>
      <source>There was no room file to keep aside.</source>
      <translation>Nie było pliku sali do odłożenia.</translation>
    </message>
    <message>
      <source>The room file as it was is kept as {file}.</source>
      <translation>Dotychczasowy plik sali zachowano jako {file}.</translation>
    </message>
    <message>
      <source>The room was restored from the backup made {made}.</source>
      <translation>Salę przywrócono z kopii zapasowej z {made}.</translation>
    </message>
    <message>
      <source>The room was not restored: {why}</source>
      <translation>Sali nie przywrócono: {why}</translation>
    </message>
    <message>
      <source>Restore the room from a backup</source>
      <translation>Przywróć salę z kopii zapasowej</translation>
    </message>
    <message>
      <source>Reading the backups in {folder}…</source>
      <translation>Wczytywanie kopii zapasowych z {folder}…</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Zrobiona</translation>
    </message>
    <message>
      <source>Last action</source>
      <translation>Ostatnia czynność</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Stoły</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>Sprawdzenie</translation>
    </message>
    <message>
      <source>Restore this backup…</source>
      <translation>Przywróć tę kopię…</translation>
    </message>
    <message>
      <source>There is no backup in {folder}.</source>
      <translation>W {folder} nie ma kopii zapasowych.</translation>
    </message>
    <message>
      <source>Backups in {folder}, newest first:</source>
      <translation>Kopie zapasowe w {folder}, od najnowszej:</translation>
    </message>
    <message>
      <source>Backups</source>
      <translation>Kopie zapasowe</translation>
    </message>
    <message>
      <source>Backups of the room file</source>
      <translation>Kopie zapasowe pliku sali</translation>
    </message>
    <message>
      <source>floorapp backs the room file up when the business day starts and on quitting, and checks each backup. Keep them on another drive: a USB stick, a network share.</source>
      <translation>floorapp robi kopię zapasową pliku sali na początku dnia pracy i przy zamykaniu oraz sprawdza każdą kopię. Trzymaj je na innym nośniku: pendrivie, udziale sieciowym.</translation>
    </message>
    <message>
      <source>Backup folder (empty: {folder})</source>
      <translation>Folder kopii zapasowych (puste: {folder})</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Wybierz…</translation>
    </message>
    <message>
      <source>Keep each backup for</source>
      <translation>Przechowuj każdą kopię przez</translation>
    </message>
    <message>
      <source> days</source>
      <translation> dni</translation>
    </message>
    <message>
      <source>Backup folder</source>
      <translation>Folder kopii zapasowych</translation>
    </message>
  </context>
  <context>
    <name>Binding</name>
    <message>
      <source>Warning: this PySide6 loses a reference to None on every Qt call that returns nothing (PySide6 6.12.0 on Python 3.11); floorapp will crash after a while. Install another PySide6-Essentials version (6.11, or a later fixed one).</source>
      <translation>Uwaga: ta wersja PySide6 gubi referencję do None przy każdym wywołaniu Qt, które nic nie zwraca (PySide6 6.12.0 na Pythonie 3.11); floorapp po pewnym czasie ulegnie awarii. Zainstaluj inną wersję PySide6-Essentials (6.11 albo późniejszą, poprawioną).</translation>
    </message>
  </context>
  <context>
    <name>Board</name>
    <message>
      <source>none</source>
      <translation>brak</translation>
    </message>
    <message>
      <source>Open seats</source>
      <translation>Wolne miejsca</translation>
    </message>
    <message>
      <source>no table open yet</source>
      <translation>jeszcze nie ma otwartego stołu</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>i jeszcze {count}</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Lista chętnych</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <source>{left} of {entrants}</source>
      <translation>{left} z {entrants}</translation>
    </message>
    <message>
      <source>{table}: {players}</source>
      <translation>{table}: {players}</translation>
    </message>
    <message>
      <source>Now</source>
      <translation>Teraz</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Dalej</translation>
    </message>
    <message>
      <source>Players left</source>
      <translation>Pozostało graczy</translation>
    </message>
    <message>
      <source>table {table}</source>
      <translation>stół {table}</translation>
    </message>
    <message>
      <source>table {table} seat {seat}</source>
      <translation>stół {table}, miejsce {seat}</translation>
    </message>
    <message>
      <source>Moved</source>
      <translation>Przesadzony</translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Miejsca dla listy</translation>
    </message>
    <message>
      <source>nobody waiting</source>
      <translation>nikt nie czeka</translation>
    </message>
    <message>
      <source>The room's server cannot be reached: the board shows the room as it was when it was last read. Trying again…</source>
      <translation>Serwer sali jest nieosiągalny: tablica pokazuje salę taką, jaka była przy ostatnim odczycie. Ponowna próba…</translation>
    </message>
    <message>
      <source>Room board</source>
      <translation>Tablica sali</translation>
    </message>
    <message>
      <source>No table is open.</source>
      <translation>Żaden stół nie jest otwarty.</translation>
    </message>
    <message>
      <source>{count} waiting</source>
      <translation>na liście: {count}</translation>
    </message>
  </context>
  <context>
    <name>Break</name>
    <message>
      <source>Player</source>
      <translation>Gracz</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Skąd</translation>
    </message>
    <message>
      <source>To</source>
      <translation>Dokąd</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>miejsce {seat}</translation>
    </message>
    <message>
      <source>Break {table}</source>
      <translation>Rozwiąż {table}</translation>
    </message>
    <message>
      <source>Break {table}: its players go to the open seats of the game's other tables</source>
      <translation>Rozwiąż {table}: gracze idą na wolne miejsca innych stołów tej gry</translation>
    </message>
    <message>
      <source>By draw (each player draws a seat)</source>
      <translation>Przez losowanie (każdy gracz losuje miejsce)</translation>
    </message>
    <message>
      <source>In seat order (from the seat after the button)</source>
      <translation>W kolejności miejsc (od miejsca za buttonem)</translation>
    </message>
    <message>
      <source>They wait for the big blind</source>
      <translation>Czekają na dużego blinda</translation>
    </message>
    <message>
      <source>They post and play at once</source>
      <translation>Stawiają i grają od razu</translation>
    </message>
    <message>
      <source>Draw again</source>
      <translation>Losuj ponownie</translation>
    </message>
    <message>
      <source>Break the table</source>
      <translation>Rozwiąż stół</translation>
    </message>
    <message>
      <source>Nobody sits at this table: breaking it moves nobody.</source>
      <translation>Przy tym stole nikt nie siedzi: rozwiązanie go nikogo nie przenosi.</translation>
    </message>
    <message>
      <source>Players to new seats: {moved}; to the top of the list (no seat open for them): {listed}.</source>
      <translation>Graczy na nowe miejsca: {moved}; na początek listy (brak dla nich wolnego miejsca): {listed}.</translation>
    </message>
    <message>
      <source>Save the move slips as a PDF</source>
      <translation>Zapisz kartki przejścia jako PDF</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>Pliki PDF (*.pdf)</translation>
    </message>
    <message>
      <source>They come in as new players and post at once.</source>
      <translation>Wchodzą jako nowi gracze i stawiają od razu.</translation>
    </message>
    <message>
      <source>They come in as new players and wait for the big blind.</source>
      <translation>Wchodzą jako nowi gracze i czekają na dużego blinda.</translation>
    </message>
    <message>
      <source>Move slips: {table} broken at {time}</source>
      <translation>Kartki przejścia: {table} rozwiązany o {time}</translation>
    </message>
    <message>
      <source>from {table}, seat {seat}</source>
      <translation>ze stołu {table}, miejsce {seat}</translation>
    </message>
    <message>
      <source>Move slips</source>
      <translation>Kartki przejścia</translation>
    </message>
    <message>
      <source>Print…</source>
      <translation>Drukuj…</translation>
    </message>
    <message>
      <source>Save as PDF…</source>
      <translation>Zapisz jako PDF…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <source>Sent to the printer.</source>
      <translation>Wysłano do drukarki.</translation>
    </message>
    <message>
      <source>Not saved: {path} could not be written.</source>
      <translation>Nie zapisano: nie można zapisać {path}.</translation>
    </message>
    <message>
      <source>Saved as {path}.</source>
      <translation>Zapisano jako {path}.</translation>
    </message>
  </context>
  <context>
    <name>Choice</name>
    <message>
      <source>Post now</source>
      <translation>Postaw teraz</translation>
    </message>
    <message>
      <source>Wait for the big blind</source>
      <translation>Czekaj na dużego blinda</translation>
    </message>
    <message>
      <source>Post behind the button</source>
      <translation>Postaw za buttonem</translation>
    </message>
    <message>
      <source>Plays the next hand without posting (outside the zone).</source>
      <translation>Gra w następnym rozdaniu bez stawiania (poza strefą).</translation>
    </message>
    <message>
      <source>Posts {total} {amounts} and plays the next hand (from a seat in the zone, once the button has passed).</source>
      <translation>Stawia {total} {amounts} i gra w następnym rozdaniu (z miejsca w strefie — gdy przejdzie button).</translation>
    </message>
    <message>
      <source>Sits out until the big blind reaches the seat, then posts only the big blind.</source>
      <translation>Nie gra, dopóki duży blind nie dojdzie do tego miejsca; wtedy stawia tylko dużego blinda.</translation>
    </message>
    <message>
      <source>Lets the blinds and the button pass, then posts what is owed behind the button.</source>
      <translation>Przepuszcza blindy i buttona, potem stawia za buttonem zaległe blindy.</translation>
    </message>
    <message>
      <source>Post now: {total} {amounts}</source>
      <translation>Postaw teraz: {total} {amounts}</translation>
    </message>
    <message>
      <source>{name} owes nothing.</source>
      <translation>{name} nie ma zaległości.</translation>
    </message>
    <message>
      <source>{name} owes {total} {amounts}.</source>
      <translation>{name} ma do postawienia {total} {amounts}.</translation>
    </message>
    <message>
      <source>posts</source>
      <translation>stawia</translation>
    </message>
    <message>
      <source>waits</source>
      <translation>czeka</translation>
    </message>
    <message>
      <source>behind</source>
      <translation>za buttonem</translation>
    </message>
  </context>
  <context>
    <name>Dialog</name>
    <message>
      <source>Cancel</source>
      <translation>Anuluj</translation>
    </message>
    <message>
      <source>Seat {seat}: new player</source>
      <translation>Miejsce {seat}: nowy gracz</translation>
    </message>
    <message>
      <source>Who sits down in seat {seat}?</source>
      <translation>Kto siada na miejscu {seat}?</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Imię</translation>
    </message>
    <message>
      <source>Player's name</source>
      <translation>Imię gracza</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Zasady kasyna</translation>
    </message>
    <message>
      <source>These rules apply to this table from the next hand, and to the tables you add from now on. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it is.</source>
      <translation>Te zasady obowiązują przy tym stole od następnego rozdania oraz przy stołach, które dodasz od teraz. Zmiana liczby blindów albo włączenie lub wyłączenie blinda na buttonie rozpoczyna nową grę z buttonem tam, gdzie jest.</translation>
    </message>
    <message>
      <source>off</source>
      <translation>wyłączone</translation>
    </message>
    <message>
      <source> min</source>
      <translation> min</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Ciemne</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Jasne</translation>
    </message>
    <message>
      <source>By its stakes (the game named after them)</source>
      <translation>Według stawek (gra nazwana od nich)</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Gra</translation>
    </message>
    <message>
      <source>{name} sits down in seat {seat}, as a new player:</source>
      <translation>{name} siada na miejscu {seat} jako nowy gracz:</translation>
    </message>
    <message>
      <source>Correct positions</source>
      <translation>Popraw pozycje</translation>
    </message>
    <message>
      <source>Where were the button and the blinds on the hand just played?</source>
      <translation>Gdzie były button i blindy w rozdaniu, które właśnie się skończyło?</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Button</translation>
    </message>
    <message>
      <source>Small blind</source>
      <translation>Mały blind</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Duży blind</translation>
    </message>
    <message>
      <source>Third blind</source>
      <translation>Trzeci blind</translation>
    </message>
    <message>
      <source>Add a table</source>
      <translation>Dodaj stół</translation>
    </message>
    <message>
      <source>Table name</source>
      <translation>Nazwa stołu</translation>
    </message>
    <message>
      <source>Rename the table</source>
      <translation>Zmień nazwę stołu</translation>
    </message>
    <message>
      <source>New name for {name}</source>
      <translation>Nowa nazwa stołu {name}</translation>
    </message>
    <message>
      <source>Import a scenario as a new table</source>
      <translation>Importuj scenariusz jako nowy stół</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Pliki scenariuszy (*.toml)</translation>
    </message>
    <message>
      <source>Export the history as a scenario</source>
      <translation>Eksportuj historię jako scenariusz</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} from the list</source>
      <translation>Miejsce {seat}: {name} z listy oczekujących</translation>
    </message>
    <message>
      <source>{name} to seat {seat}:</source>
      <translation>{name} na miejsce {seat}:</translation>
    </message>
    <message>
      <source>Call {name} to seat {seat} (hold it, {minutes} min)</source>
      <translation>Wezwij gracza {name} na miejsce {seat} (rezerwacja {minutes} min)</translation>
    </message>
    <message>
      <source>The seat is locked up for the player until the timer runs out; then the floor marks a no-show or seats the player.</source>
      <translation>Miejsce jest zarezerwowane dla gracza, dopóki nie minie czas; potem oznacz niestawienie się albo posadź gracza.</translation>
    </message>
    <message>
      <source>{name} is here: seat {name}…</source>
      <translation>{name} jest tutaj: posadź gracza {name}…</translation>
    </message>
    <message>
      <source>Seat the player now, as a new player: post now, wait for the big blind or post behind the button.</source>
      <translation>Posadź gracza teraz jako nowego gracza: postaw teraz, czekaj na dużego blinda albo postaw za buttonem.</translation>
    </message>
  </context>
  <context>
    <name>Event</name>
    <message>
      <source>Seat {seat}: {name} sits down ({how})</source>
      <translation>Miejsce {seat}: {name} siada ({how})</translation>
    </message>
    <message>
      <source>{seat}: away</source>
      <translation>{seat}: odchodzi od stołu</translation>
    </message>
    <message>
      <source>{seat}: back ({how})</source>
      <translation>{seat}: wraca ({how})</translation>
    </message>
    <message>
      <source>{seat}: leaves, seat locked up</source>
      <translation>{seat}: odchodzi, miejsce zarezerwowane</translation>
    </message>
    <message>
      <source>Seat {seat}: lock-up released</source>
      <translation>Miejsce {seat}: rezerwacja zwolniona</translation>
    </message>
    <message>
      <source>{seat}: moves to seat {to} ({how})</source>
      <translation>{seat}: przesiada się na miejsce {to} ({how})</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} sits down ({how}), from another table of the game with a missed-blind button: {missed}</source>
      <translation>Miejsce {seat}: {name} siada ({how}), z innego stołu tej samej gry, ze znacznikiem ominiętego blinda: {missed}</translation>
    </message>
    <message>
      <source>{seat}: picked up, seat locked up for the list</source>
      <translation>{seat}: usunięty z miejsca, miejsce zarezerwowane dla listy oczekujących</translation>
    </message>
    <message>
      <source>Seat {seat}: locked up for the list</source>
      <translation>Miejsce {seat}: zarezerwowane dla listy oczekujących</translation>
    </message>
    <message>
      <source>{seat}: busted</source>
      <translation>{seat}: traci wszystkie żetony</translation>
    </message>
    <message>
      <source>{seat}: rebuy ({how})</source>
      <translation>{seat}: dokupienie ({how})</translation>
    </message>
    <message>
      <source>{seat}: straddles next hand</source>
      <translation>{seat}: straddle w następnym rozdaniu</translation>
    </message>
    <message>
      <source>Misdeal: the hand is dealt again</source>
      <translation>Błędne rozdanie: rozdanie zostaje powtórzone</translation>
    </message>
    <message>
      <source>Positions corrected: button {button}, blinds {blinds}</source>
      <translation>Pozycje poprawione: button {button}, blindy {blinds}</translation>
    </message>
    <message>
      <source>House rules: {rules}</source>
      <translation>Zasady kasyna: {rules}</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Następne rozdanie</translation>
    </message>
  </context>
  <context>
    <name>EventClock</name>
    <message>
      <source>clock not started</source>
      <translation>zegar nie wystartował</translation>
    </message>
    <message>
      <source>{left} left</source>
      <translation>zostało {left}</translation>
    </message>
    <message>
      <source>PAUSED</source>
      <translation>PAUZA</translation>
    </message>
    <message>
      <source>Break: {name}</source>
      <translation>Przerwa: {name}</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Przerwa</translation>
    </message>
    <message>
      <source>{minutes} min</source>
      <translation>{minutes} min</translation>
    </message>
    <message>
      <source>the floor starts each level</source>
      <translation>każdy poziom uruchamia się ręcznie</translation>
    </message>
    <message>
      <source>{level} in {time}</source>
      <translation>{level} za {time}</translation>
    </message>
    <message>
      <source>break in {time}</source>
      <translation>przerwa za {time}</translation>
    </message>
    <message>
      <source>registration closes in {time}</source>
      <translation>rejestracja zamyka się za {time}</translation>
    </message>
    <message>
      <source>the last level goes on</source>
      <translation>ostatni poziom trwa dalej</translation>
    </message>
  </context>
  <context>
    <name>EventWindow</name>
    <message>
      <source>Tournament floor: {name}</source>
      <translation>Prowadzenie turnieju: {name}</translation>
    </message>
    <message>
      <source>Register a player…</source>
      <translation>Zarejestruj gracza…</translation>
    </message>
    <message>
      <source>Deal the next hand</source>
      <translation>Następne rozdanie</translation>
    </message>
    <message>
      <source>Hand done</source>
      <translation>Rozdanie zagrane</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Cofnij</translation>
    </message>
    <message>
      <source>Slips of the last move…</source>
      <translation>Kartki ostatniego przejścia…</translation>
    </message>
    <message>
      <source>{left} of {entrants} players left</source>
      <translation>Graczy: {left} z {entrants}</translation>
    </message>
    <message>
      <source>Latest places: {places}</source>
      <translation>Ostatnio wyeliminowani: {places}</translation>
    </message>
    <message>
      <source>End hand-for-hand</source>
      <translation>Zakończ „ręka za rękę”</translation>
    </message>
    <message>
      <source>Start hand-for-hand</source>
      <translation>Graj „ręka za rękę”</translation>
    </message>
    <message>
      <source>Table {table}, hand {hand}:</source>
      <translation>Stół {table}, rozdanie {hand}:</translation>
    </message>
    <message>
      <source>Next: {next}</source>
      <translation>Dalej: {next}</translation>
    </message>
    <message>
      <source>Start the clock</source>
      <translation>Uruchom zegar</translation>
    </message>
    <message>
      <source>Pause the clock</source>
      <translation>Zatrzymaj zegar</translation>
    </message>
    <message>
      <source>Resume the clock</source>
      <translation>Wznów zegar</translation>
    </message>
    <message>
      <source>Another screen changed the event first: it is shown as it is now; nothing was recorded.</source>
      <translation>Inny ekran zmienił turniej wcześniej: pokazano go w obecnym stanie; niczego nie zapisano.</translation>
    </message>
    <message>
      <source>Not recorded: {why}</source>
      <translation>Nie zapisano: {why}</translation>
    </message>
    <message>
      <source>Register a player</source>
      <translation>Rejestracja gracza</translation>
    </message>
    <message>
      <source>Name (an eliminated player's name again: a re-entry). The player draws an open seat of the shortest tables.</source>
      <translation>Imię (ponownie imię wyeliminowanego gracza: re-entry). Gracz losuje wolne miejsce przy jednym z najmniej zapełnionych stołów.</translation>
    </message>
    <message>
      <source>{name} is back</source>
      <translation>{name} wrócił</translation>
    </message>
    <message>
      <source>{name} is absent</source>
      <translation>{name} jest nieobecny</translation>
    </message>
    <message>
      <source>End {name}'s penalty</source>
      <translation>Zakończ karę gracza {name}</translation>
    </message>
    <message>
      <source>Penalty for {name}…</source>
      <translation>Kara dla gracza {name}…</translation>
    </message>
    <message>
      <source>{name} is eliminated</source>
      <translation>{name} wyeliminowany</translation>
    </message>
    <message>
      <source>Penalty</source>
      <translation>Kara</translation>
    </message>
    <message>
      <source>Hands {name} is dealt in and blinded off (T-09):</source>
      <translation>Ile rozdań kary dla gracza {name}: dostaje karty, blindy idą z jego stacka (T-09):</translation>
    </message>
    <message>
      <source>Eliminated</source>
      <translation>Wyeliminowany</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is eliminated?</source>
      <translation>{name} (stół {table}, miejsce {seat}) wyeliminowany?</translation>
    </message>
  </context>
  <context>
    <name>EventWords</name>
    <message>
      <source>{live} + {dead} dead</source>
      <translation>{live} + {dead} martwe</translation>
    </message>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>miejsce {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>miejsce {seat}</translation>
    </message>
    <message>
      <source>Button: {who}.</source>
      <translation>Button: {who}.</translation>
    </message>
    <message>
      <source>Dead button on {who}.</source>
      <translation>Martwy button: {who}.</translation>
    </message>
    <message>
      <source>Small blind {chips}: {who}.</source>
      <translation>Mały blind {chips}: {who}.</translation>
    </message>
    <message>
      <source>No small blind: {who} is empty.</source>
      <translation>Bez małego blinda: {who} jest puste.</translation>
    </message>
    <message>
      <source>Big blind {chips}: {who}.</source>
      <translation>Duży blind {chips}: {who}.</translation>
    </message>
    <message>
      <source>Every player dealt in puts in an ante of {ante}.</source>
      <translation>Każdy gracz, który dostaje karty, stawia ante {ante}.</translation>
    </message>
    <message>
      <source>Absent: {who}, dealt in and blinded off; the hand is killed unless the player is back by the end of the deal.</source>
      <translation>Nieobecny: {who} — dostaje karty, blindy i ante idą z jego stacka; ręka jest martwa, jeśli gracz nie wróci do końca rozdania.</translation>
    </message>
    <message>
      <source>On penalty: {who}, dealt in and blinded off; the hand is killed.</source>
      <translation>Kara: {who} — dostaje karty, blindy i ante idą z jego stacka; ręka jest martwa.</translation>
    </message>
    <message>
      <source>Waits for the button to pass: {who}, who joined between the small blind and the button.</source>
      <translation>Czeka, aż minie go button: {who}, usiadł między małym blindem a buttonem.</translation>
    </message>
    <message>
      <source>First to act: {who}.</source>
      <translation>Pierwszy do akcji: {who}.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind.</source>
      <translation>Heads-up: button stawia małego blinda.</translation>
    </message>
    <message>
      <source>Fewer than two players: the table cannot deal.</source>
      <translation>Mniej niż dwóch graczy: przy stole nie można rozdawać.</translation>
    </message>
    <message>
      <source>Move {name}: table {table} seat {seat} → table {to} seat {to_seat}</source>
      <translation>Przesadź {name}: stół {table}, miejsce {seat} → stół {to}, miejsce {to_seat}</translation>
    </message>
    <message>
      <source>(a single big blind, T-18)</source>
      <translation>(jeden duży blind, T-18)</translation>
    </message>
    <message>
      <source>Break table {table}: its players draw the open seats (T-20)</source>
      <translation>Rozwiąż stół {table}: jego gracze losują wolne miejsca (T-20)</translation>
    </message>
    <message>
      <source>{count} tables left: every seat is drawn again (T-23)</source>
      <translation>Zostało stołów: {count}: wszystkie miejsca losowane od nowa (T-23)</translation>
    </message>
    <message>
      <source>The players left fit one table: draw the final table (T-23)</source>
      <translation>Pozostali gracze mieszczą się przy jednym stole: losuj stół finałowy (T-23)</translation>
    </message>
    <message>
      <source>The tables are balanced: nothing to move.</source>
      <translation>Stoły są zbalansowane: nikogo nie trzeba przesadzać.</translation>
    </message>
    <message>
      <source>Move {name}</source>
      <translation>Przesadź {name}</translation>
    </message>
    <message>
      <source>Break table {table}</source>
      <translation>Rozwiąż stół {table}</translation>
    </message>
    <message>
      <source>Draw every seat again</source>
      <translation>Wylosuj wszystkie miejsca od nowa</translation>
    </message>
    <message>
      <source>Draw the final table</source>
      <translation>Losuj stół finałowy</translation>
    </message>
    <message>
      <source>Level {number}: {small}/{big}</source>
      <translation>Poziom {number}: {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>ante dużego blinda {ante}</translation>
    </message>
    <message>
      <source>ante {ante}</source>
      <translation>ante {ante}</translation>
    </message>
    <message>
      <source>Table {table}</source>
      <translation>Stół {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n gracz</numerusform>
        <numerusform>%n graczy</numerusform>
        <numerusform>%n graczy</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n absent</source>
      <translation>
        <numerusform>%n nieobecny</numerusform>
        <numerusform>%n nieobecnych</numerusform>
        <numerusform>%n nieobecnych</numerusform>
      </translation>
    </message>
    <message>
      <source>HALTED (T-15)</source>
      <translation>WSTRZYMANY (T-15)</translation>
    </message>
    <message>
      <source>playing the hand</source>
      <translation>trwa rozdanie</translation>
    </message>
    <message>
      <source>hand done</source>
      <translation>rozdanie zagrane</translation>
    </message>
    <message>
      <source>breaks next</source>
      <translation>do rozwiązania</translation>
    </message>
    <message>
      <source>No such table plays in the event.</source>
      <translation>W turnieju nie gra taki stół.</translation>
    </message>
    <message>
      <source>No such seat at the table.</source>
      <translation>Przy stole nie ma takiego miejsca.</translation>
    </message>
    <message>
      <source>Nobody sits in that seat.</source>
      <translation>Na tym miejscu nikt nie siedzi.</translation>
    </message>
    <message>
      <source>Somebody sits in that seat.</source>
      <translation>To miejsce jest zajęte.</translation>
    </message>
    <message>
      <source>No open seat is left.</source>
      <translation>Nie zostało żadne wolne miejsce.</translation>
    </message>
    <message>
      <source>A name is needed, and not one of a player already in the event.</source>
      <translation>Potrzebne jest imię, i to nie gracza, który już jest w turnieju.</translation>
    </message>
    <message>
      <source>A re-entry is for an entrant who has been eliminated.</source>
      <translation>Re-entry jest tylko dla uczestnika, który został wyeliminowany.</translation>
    </message>
    <message>
      <source>Registration is closed.</source>
      <translation>Rejestracja jest zamknięta.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in.</source>
      <translation>Karty może dostać mniej niż dwóch graczy.</translation>
    </message>
    <message>
      <source>The table is halted for a player (T-15): deal anyway only if the floor waives the halt.</source>
      <translation>Stół jest wstrzymany w oczekiwaniu na gracza (T-15): rozdawaj mimo to tylko wtedy, gdy uchylasz wstrzymanie.</translation>
    </message>
    <message>
      <source>Hand-for-hand: this table has dealt the hand and waits for the others (T-24).</source>
      <translation>Ręka za rękę: ten stół zagrał rozdanie i czeka na pozostałe (T-24).</translation>
    </message>
    <message>
      <source>The player has not played a hand at this table yet, so cannot be eliminated here.</source>
      <translation>Gracz nie zagrał jeszcze żadnego rozdania przy tym stole, więc nie może tu zostać wyeliminowany.</translation>
    </message>
    <message>
      <source>The player is marked absent already.</source>
      <translation>Gracz jest już oznaczony jako nieobecny.</translation>
    </message>
    <message>
      <source>The player is not marked absent.</source>
      <translation>Gracz nie jest oznaczony jako nieobecny.</translation>
    </message>
    <message>
      <source>That level cannot be played.</source>
      <translation>Tego poziomu nie można grać.</translation>
    </message>
    <message>
      <source>That move is not offered now: the event has changed.</source>
      <translation>To przesadzenie nie jest już proponowane: turniej się zmienił.</translation>
    </message>
    <message>
      <source>The event is not playing hand-for-hand, or the table has not dealt the hand.</source>
      <translation>Turniej nie gra „ręka za rękę” albo stół nie rozdał jeszcze rozdania.</translation>
    </message>
    <message>
      <source>The event's seats are drawn already.</source>
      <translation>Miejsca w turnieju są już rozlosowane.</translation>
    </message>
    <message>
      <source>The clock needs the time the action was recorded.</source>
      <translation>Zegar potrzebuje czasu, w którym zapisano akcję.</translation>
    </message>
    <message>
      <source>The time is before the clock's last action: check the PC's clock.</source>
      <translation>Ten czas jest wcześniejszy niż ostatnia akcja zegara: sprawdź zegar komputera.</translation>
    </message>
    <message>
      <source>The event has no structure of levels for the clock to run.</source>
      <translation>Turniej nie ma struktury poziomów, według której mógłby iść zegar.</translation>
    </message>
    <message>
      <source>The clock cannot run that structure.</source>
      <translation>Zegar nie może iść według tej struktury.</translation>
    </message>
    <message>
      <source>The clock has started already.</source>
      <translation>Zegar został już uruchomiony.</translation>
    </message>
    <message>
      <source>The clock has not started yet.</source>
      <translation>Zegar nie został jeszcze uruchomiony.</translation>
    </message>
    <message>
      <source>The clock is paused already.</source>
      <translation>Zegar jest już zatrzymany.</translation>
    </message>
    <message>
      <source>The clock is running already.</source>
      <translation>Zegar już chodzi.</translation>
    </message>
    <message>
      <source>The structure has no such stage.</source>
      <translation>Struktura nie ma takiego etapu.</translation>
    </message>
    <message>
      <source>The clock is on a break: no table deals until the next level starts (T-28).</source>
      <translation>Zegar jest na przerwie: żaden stół nie rozdaje, dopóki nie zacznie się następny poziom (T-28).</translation>
    </message>
    <message>
      <source>The clock starts each level of this event's structure.</source>
      <translation>Każdy poziom struktury tego turnieju uruchamia zegar.</translation>
    </message>
    <message>
      <source>No hand to put right at this table: none dealt yet, or none since the positions were corrected (T-26).</source>
      <translation>Przy tym stole nie ma czego poprawiać: nie było jeszcze rozdania albo nie było go od poprawienia pozycji (T-26).</translation>
    </message>
    <message>
      <source>No hand can have those positions: each needs its own seat (T-26).</source>
      <translation>Żadne rozdanie nie może mieć takich pozycji: każda potrzebuje własnego miejsca (T-26).</translation>
    </message>
    <message>
      <source>A penalty is at least one hand (T-09).</source>
      <translation>Kara trwa co najmniej jedno rozdanie (T-09).</translation>
    </message>
    <message>
      <source>The player is on penalty already: end it first (T-09).</source>
      <translation>Gracz już odbywa karę: najpierw ją zakończ (T-09).</translation>
    </message>
    <message>
      <source>The player is not on penalty (T-09).</source>
      <translation>Gracz nie odbywa kary (T-09).</translation>
    </message>
    <message>
      <source>Move slip: balancing</source>
      <translation>Kartka przejścia: balansowanie stołów</translation>
    </message>
    <message>
      <source>Move slips: table {table} broken</source>
      <translation>Kartki przejścia: stół {table} rozwiązany</translation>
    </message>
    <message>
      <source>Move slips: every seat drawn again</source>
      <translation>Kartki przejścia: wszystkie miejsca wylosowane od nowa</translation>
    </message>
    <message>
      <source>Move slips: the final table drawn</source>
      <translation>Kartki przejścia: losowanie stołu finałowego</translation>
    </message>
    <message>
      <source>from {seat}</source>
      <translation>skąd: {seat}</translation>
    </message>
    <message>
      <source>{what}, {time}</source>
      <translation>{what}, {time}</translation>
    </message>
    <message>
      <source>They are dealt in at once, unless they sit between the small blind and the button: then they wait for the button to pass (T-10, T-22).</source>
      <translation>Dostają karty od razu, chyba że siedzą między małym blindem a buttonem: wtedy czekają, aż minie ich button (T-10, T-22).</translation>
    </message>
    <message>
      <source>newcomer</source>
      <translation>nowy uczestnik</translation>
    </message>
    <message>
      <source>Table {table}, seat {seat}</source>
      <translation>Stół {table}, miejsce {seat}</translation>
    </message>
  </context>
  <context>
    <name>Fault</name>
    <message>
      <source>floorapp</source>
      <translation>floorapp</translation>
    </message>
    <message>
      <source>Something went wrong inside floorapp: {error}. The tables show what was saved. The details were written to the log {log}.</source>
      <translation>Wystąpił błąd wewnątrz floorapp: {error}. Stoły pokazują to, co zostało zapisane. Szczegóły zapisano w dzienniku {log}.</translation>
    </message>
    <message>
      <source>Something went wrong inside floorapp: {error}. The tables show what was saved.</source>
      <translation>Wystąpił błąd wewnątrz floorapp: {error}. Stoły pokazują to, co zostało zapisane.</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>A game needs a name, e.g. 1/2 No-limit Hold'em.</source>
      <translation>Gra potrzebuje nazwy, np. 1/2 No-limit Hold'em.</translation>
    </message>
    <message>
      <source>A game's name has at most {limit} characters.</source>
      <translation>Nazwa gry ma najwyżej {limit} znaków.</translation>
    </message>
    <message>
      <source>A game called {name} already exists (a closed one can be reopened).</source>
      <translation>Gra {name} już istnieje (zamkniętą można otworzyć ponownie).</translation>
    </message>
    <message>
      <source>stakes and variant, e.g. 1/2 No-limit Hold'em</source>
      <translation>stawki i odmiana, np. 1/2 No-limit Hold'em</translation>
    </message>
    <message>
      <source>Game name</source>
      <translation>Nazwa gry</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Gry</translation>
    </message>
    <message>
      <source>The games the room offers: each has its waiting list, and each table belongs to one.</source>
      <translation>Gry, które oferuje sala: każda ma swoją listę oczekujących, a każdy stół należy do jednej z nich.</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Niestawienie się</translation>
    </message>
    <message>
      <source>Names on the board</source>
      <translation>Nazwiska na tablicy</translation>
    </message>
    <message>
      <source>Add a game…</source>
      <translation>Dodaj grę…</translation>
    </message>
    <message>
      <source>Rename…</source>
      <translation>Zmień nazwę…</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Gotowe</translation>
    </message>
    <message>
      <source>{game} — tables open: {tables}, names on the list: {names}</source>
      <translation>{game} — otwartych stołów: {tables}, nazwisk na liście: {names}</translation>
    </message>
    <message>
      <source>{game} (closed)</source>
      <translation>{game} (zamknięta)</translation>
    </message>
    <message>
      <source>Close the game</source>
      <translation>Zamknij grę</translation>
    </message>
    <message>
      <source>The list rules of {game}</source>
      <translation>Zasady listy gry {game}</translation>
    </message>
    <message>
      <source>Reopen the game</source>
      <translation>Otwórz grę ponownie</translation>
    </message>
    <message>
      <source>Add a game</source>
      <translation>Dodaj grę</translation>
    </message>
    <message>
      <source>New name for {game}</source>
      <translation>Nowa nazwa gry {game}</translation>
    </message>
    <message>
      <source>Game and must-move</source>
      <translation>Gra i stół obowiązkowego przejścia</translation>
    </message>
    <message>
      <source>The game of {table}</source>
      <translation>Gra stołu {table}</translation>
    </message>
    <message>
      <source>A must-move table, feeding the main table:</source>
      <translation>Stół obowiązkowego przejścia, zasilający stół główny:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Gra</translation>
    </message>
    <message>
      <source>When a seat of the main table opens, the must-move player who has been at this table longest is called to it, and the seat left here goes to the list.</source>
      <translation>Gdy przy stole głównym zwalnia się miejsce, wzywa się na nie gracza stołu obowiązkowego przejścia, który siedzi przy tym stole najdłużej, a zwolnione tu miejsce trafia do listy.</translation>
    </message>
    <message>
      <source>Add a game first (Room → Games…).</source>
      <translation>Najpierw dodaj grę (Sala → Gry…).</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Recorded under earlier rules: today's rules would deal this hand otherwise.</source>
      <translation>Zapisano według wcześniejszych zasad: według obecnych zasad to rozdanie wyglądałoby inaczej.</translation>
    </message>
    <message>
      <source>Recorded under earlier rules; today's rules refuse it: {why}</source>
      <translation>Zapisano według wcześniejszych zasad; obecne zasady to odrzucają: {why}</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historia</translation>
    </message>
    <message>
      <source>any</source>
      <translation>dowolne</translation>
    </message>
    <message>
      <source>any player</source>
      <translation>dowolny gracz</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Od</translation>
    </message>
    <message>
      <source>Until</source>
      <translation>Do</translation>
    </message>
    <message>
      <source>Business day</source>
      <translation>Dzień pracy sali</translation>
    </message>
    <message>
      <source>The day starts at</source>
      <translation>Dzień zaczyna się o</translation>
    </message>
    <message>
      <source>:00</source>
      <translation>:00</translation>
    </message>
    <message>
      <source>The house hour: the room's business day runs from this hour to the same hour the next day.</source>
      <translation>Godzina sali: dzień pracy sali trwa od tej godziny do tej samej godziny następnego dnia.</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Stół</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Gracz</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Czas</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Zdarzenie</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <source>Show earlier entries</source>
      <translation>Pokaż wcześniejsze wpisy</translation>
    </message>
    <message>
      <source>Export as CSV…</source>
      <translation>Eksportuj jako CSV…</translation>
    </message>
    <message>
      <source>Export as a scenario…</source>
      <translation>Eksportuj jako scenariusz…</translation>
    </message>
    <message>
      <source>Move slips…</source>
      <translation>Kartki przejścia…</translation>
    </message>
    <message>
      <source>The move slips of the break chosen, to read or print again</source>
      <translation>Kartki przejścia wybranego rozwiązania stołu, do przeczytania lub ponownego wydruku</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <source>Every table</source>
      <translation>Wszystkie stoły</translation>
    </message>
    <message>
      <source>{name} (closed)</source>
      <translation>{name} (zamknięty)</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Lista: {game}</translation>
    </message>
    <message>
      <source>Reading the history…</source>
      <translation>Wczytywanie historii…</translation>
    </message>
    <message>
      <source>to new seats: {moved}; to the top of the list: {listed}</source>
      <translation>na nowe miejsca: {moved}; na początek listy: {listed}</translation>
    </message>
    <message>
      <source>The latest {count} entries that match are shown; Show earlier entries reads more.</source>
      <translation>Pokazano ostatnie pasujące wpisy ({count}); przycisk Pokaż wcześniejsze wpisy wczytuje kolejne.</translation>
    </message>
    <message>
      <source>{count} entries match.</source>
      <translation>Pasujące wpisy: {count}.</translation>
    </message>
    <message>
      <source>Choose a table to export its history, or a game's list (CSV).</source>
      <translation>Wybierz stół, aby wyeksportować jego historię, albo listę gry (CSV).</translation>
    </message>
    <message>
      <source>Exporting…</source>
      <translation>Eksportowanie…</translation>
    </message>
    <message>
      <source>Exporting to {file}…</source>
      <translation>Eksportowanie do {file}…</translation>
    </message>
    <message>
      <source>Exported to {path}.</source>
      <translation>Wyeksportowano do {path}.</translation>
    </message>
    <message>
      <source>Not exported: {error}</source>
      <translation>Nie wyeksportowano: {error}</translation>
    </message>
  </context>
  <context>
    <name>House</name>
    <message>
      <source>make-up: {makeup}</source>
      <translation>uzupełnianie: {makeup}</translation>
    </message>
    <message numerus="yes">
      <source>%n seat(s)</source>
      <translation>
        <numerusform>%n miejsce</numerusform>
        <numerusform>%n miejsca</numerusform>
        <numerusform>%n miejsc</numerusform>
      </translation>
    </message>
    <message>
      <source>button blind</source>
      <translation>blind na buttonie</translation>
    </message>
    <message>
      <source>entry: double</source>
      <translation>wejście: podwójne</translation>
    </message>
    <message>
      <source>free hand at {n}</source>
      <translation>darmowe rozdanie do {n} graczy</translation>
    </message>
    <message>
      <source>Dead button</source>
      <translation>Martwy button</translation>
    </message>
    <message>
      <source>Moving button</source>
      <translation>Ruchomy button</translation>
    </message>
    <message>
      <source>Simplified button</source>
      <translation>Uproszczony button</translation>
    </message>
    <message>
      <source>limit</source>
      <translation>limit</translation>
    </message>
    <message>
      <source>pot-limit</source>
      <translation>pot-limit</translation>
    </message>
    <message>
      <source>no-limit</source>
      <translation>no-limit</translation>
    </message>
    <message>
      <source>all</source>
      <translation>wszystkie</translation>
    </message>
    <message>
      <source>big blind only</source>
      <translation>tylko duży blind</translation>
    </message>
    <message>
      <source>one big blind</source>
      <translation>jeden duży blind</translation>
    </message>
    <message>
      <source>two big blinds (lowball)</source>
      <translation>dwa duże blindy (lowball)</translation>
    </message>
    <message>
      <source>same relative position</source>
      <translation>ta sama pozycja względna</translation>
    </message>
    <message>
      <source>past at most two players</source>
      <translation>o najwyżej dwóch graczy</translation>
    </message>
    <message>
      <source>no straddle</source>
      <translation>bez straddle'a</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>żywy straddle</translation>
    </message>
    <message>
      <source>live and sleeper straddles</source>
      <translation>żywy i sleeper straddle</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Button</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Blindy</translation>
    </message>
    <message>
      <source>Small blind on the button</source>
      <translation>Mały blind na buttonie</translation>
    </message>
    <message>
      <source>Betting structure</source>
      <translation>Struktura zakładów</translation>
    </message>
    <message>
      <source>Missed blinds make-up</source>
      <translation>Uzupełnianie ominiętych blindów</translation>
    </message>
    <message>
      <source>New player posts</source>
      <translation>Nowy gracz stawia</translation>
    </message>
    <message>
      <source>Free hand with at most</source>
      <translation>Darmowe rozdanie, gdy graczy jest najwyżej</translation>
    </message>
    <message>
      <source>Free seat change</source>
      <translation>Darmowa zmiana miejsca</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Straddle</translation>
    </message>
    <message>
      <source>Hold a locked-up seat for</source>
      <translation>Trzymaj rezerwację miejsca przez</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Miejsca</translation>
    </message>
    <message>
      <source>Colours</source>
      <translation>Kolory</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>floorapp is already running with the data folder {folder} (process {pid}). Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp już działa z folderem danych {folder} (proces {pid}). Użyj tamtego okna albo uruchom to z innym --data-dir.</translation>
    </message>
    <message>
      <source>floorapp is already running with the data folder {folder}. Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp już działa z folderem danych {folder}. Użyj tamtego okna albo uruchom to z innym --data-dir.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>Table opened: {name}</source>
      <translation>Stół otwarty: {name}</translation>
    </message>
    <message>
      <source>Table renamed: {name}</source>
      <translation>Zmieniono nazwę stołu: {name}</translation>
    </message>
    <message>
      <source>Table closed</source>
      <translation>Stół zamknięty</translation>
    </message>
    <message>
      <source>Table reopened</source>
      <translation>Stół ponownie otwarty</translation>
    </message>
    <message>
      <source>The table's game or must-move changed</source>
      <translation>Zmieniono grę stołu lub obowiązkowe przejście</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Rozdanie</translation>
    </message>
  </context>
  <context>
    <name>List</name>
    <message>
      <source>seat {seat} of {table}</source>
      <translation>miejsce {seat} przy stole {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n min</source>
      <translation>
        <numerusform>%n min</numerusform>
        <numerusform>%n min</numerusform>
        <numerusform>%n min</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} put on the list</source>
      <translation>{name}: wpisano na listę</translation>
    </message>
    <message>
      <source>{name} asks for a table change (now at {spot})</source>
      <translation>{name}: prośba o zmianę stołu (teraz {spot})</translation>
    </message>
    <message>
      <source>{name} taken off the list</source>
      <translation>{name}: skreślono z listy</translation>
    </message>
    <message>
      <source>{old} written as {name}</source>
      <translation>{old} poprawiono na {name}</translation>
    </message>
    <message>
      <source>Note beside {name} changed</source>
      <translation>Zmieniono notatkę przy {name}</translation>
    </message>
    <message>
      <source>{name} moved to place {place}</source>
      <translation>{name}: na pozycję {place}</translation>
    </message>
    <message>
      <source>{name} called to {spot}</source>
      <translation>{name}: wezwanie na {spot}</translation>
    </message>
    <message>
      <source>{name} (must-move) called to {spot}</source>
      <translation>{name} (obowiązkowe przejście): wezwanie na {spot}</translation>
    </message>
    <message>
      <source>Call of {name} cancelled</source>
      <translation>Odwołano wezwanie: {name}</translation>
    </message>
    <message>
      <source>{name} did not come: off the list</source>
      <translation>{name}: nie stawił się, skreślono z listy</translation>
    </message>
    <message>
      <source>{name} did not come: to the bottom of the list</source>
      <translation>{name}: nie stawił się, na koniec listy</translation>
    </message>
    <message>
      <source>{name} seated at {spot} ({choice})</source>
      <translation>{name}: posadzono na {spot} ({choice})</translation>
    </message>
    <message>
      <source>{table} broken up</source>
      <translation>{table}: stół rozwiązany</translation>
    </message>
    <message>
      <source>Game {game} added</source>
      <translation>Dodano grę {game}</translation>
    </message>
    <message>
      <source>Game renamed {game}</source>
      <translation>Zmieniono nazwę gry: {game}</translation>
    </message>
    <message>
      <source>List rules changed: {rules}</source>
      <translation>Zmieniono zasady listy: {rules}</translation>
    </message>
    <message>
      <source>Game closed (no longer offered)</source>
      <translation>Gra zamknięta (już nie oferowana)</translation>
    </message>
    <message>
      <source>Game offered again</source>
      <translation>Gra znów oferowana</translation>
    </message>
    <message>
      <source>Undone: {action}</source>
      <translation>Cofnięto: {action}</translation>
    </message>
    <message>
      <source>Redone: {action}</source>
      <translation>Ponowiono: {action}</translation>
    </message>
    <message>
      <source>A no-show goes to the bottom of the list</source>
      <translation>Niestawienie się: na koniec listy</translation>
    </message>
    <message>
      <source>A no-show is taken off the list</source>
      <translation>Niestawienie się: skreślenie z listy</translation>
    </message>
    <message>
      <source>The board shows full names</source>
      <translation>Tablica pokazuje pełne nazwiska</translation>
    </message>
    <message>
      <source>The board shows first names and initials (Ann B.)</source>
      <translation>Tablica pokazuje imiona i inicjały (Ann B.)</translation>
    </message>
    <message>
      <source>The board shows initials only (A. B.)</source>
      <translation>Tablica pokazuje tylko inicjały (A. B.)</translation>
    </message>
    <message>
      <source>list</source>
      <translation>lista</translation>
    </message>
    <message>
      <source>table change</source>
      <translation>zmiana stołu</translation>
    </message>
    <message>
      <source>must-move</source>
      <translation>obowiązkowe przejście</translation>
    </message>
    <message>
      <source>to the top of the list</source>
      <translation>na początek listy</translation>
    </message>
    <message>
      <source>{table}, seat {seat}</source>
      <translation>{table}, miejsce {seat}</translation>
    </message>
    <message>
      <source>Table of the game {game}</source>
      <translation>Stół gry {game}</translation>
    </message>
    <message>
      <source>Must-move table of the game {game}, feeding {table}</source>
      <translation>Stół obowiązkowego przejścia gry {game}, zasilający stół {table}</translation>
    </message>
  </context>
  <context>
    <name>ListDialog</name>
    <message>
      <source>Player's name</source>
      <translation>Imię gracza</translation>
    </message>
    <message>
      <source>optional: a phone number, "back at 9"</source>
      <translation>opcjonalnie: numer telefonu, „wracam o 21”</translation>
    </message>
    <message>
      <source>Phone or note</source>
      <translation>Telefon lub notatka</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Imię</translation>
    </message>
    <message>
      <source>Table change</source>
      <translation>Zmiana stołu</translation>
    </message>
    <message>
      <source>{name} ({where}) asks for a table change to:</source>
      <translation>{name} ({where}) prosi o zmianę stołu na:</translation>
    </message>
    <message>
      <source>{game} (another table of this game)</source>
      <translation>{game} (inny stół tej gry)</translation>
    </message>
    <message>
      <source>A table change is offered an open seat of that game before the names of the list (F-36); the player keeps this seat until called.</source>
      <translation>Zmianie stołu proponuje się wolne miejsce tej gry przed nazwiskami z listy (F-36); gracz zachowuje to miejsce do wezwania.</translation>
    </message>
    <message>
      <source>Export the list history as CSV</source>
      <translation>Eksportuj historię listy jako CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Pliki CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>ListFloor</name>
    <message>
      <source>{table} is a must-move table of {game}, feeding {main}.</source>
      <translation>{table} to stół obowiązkowego przejścia gry {game}, zasilający stół {main}.</translation>
    </message>
    <message>
      <source>{table} is a table of {game}.</source>
      <translation>{table} to stół gry {game}.</translation>
    </message>
    <message>
      <source>Table change…</source>
      <translation>Zmiana stołu…</translation>
    </message>
    <message>
      <source>{name} is on this game's list already, as a table change.</source>
      <translation>{name}: już na liście tej gry, jako zmiana stołu.</translation>
    </message>
    <message>
      <source>{name} asks for a table change to {game}: offered the next open seat there before the list.</source>
      <translation>{name}: prośba o zmianę stołu na {game}; następne wolne miejsce tam zostanie zaproponowane przed listą.</translation>
    </message>
    <message>
      <source>No table has been broken up (or every break was undone).</source>
      <translation>Żaden stół nie został rozwiązany (albo każde rozwiązanie cofnięto).</translation>
    </message>
  </context>
  <context>
    <name>ListPanel</name>
    <message>
      <source>Add…</source>
      <translation>Dodaj…</translation>
    </message>
    <message>
      <source>Put a name on the list</source>
      <translation>Wpisz nazwisko na listę</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>Popraw…</translation>
    </message>
    <message>
      <source>Correct the name chosen or its note</source>
      <translation>Popraw wybrane nazwisko lub notatkę</translation>
    </message>
    <message>
      <source>Remove…</source>
      <translation>Skreśl…</translation>
    </message>
    <message>
      <source>Take the name chosen off the list</source>
      <translation>Skreśl wybrane nazwisko z listy</translation>
    </message>
    <message>
      <source>Seat…</source>
      <translation>Posadź…</translation>
    </message>
    <message>
      <source>Call or seat the name chosen: then tap the seat</source>
      <translation>Wezwij lub posadź wybrane nazwisko: potem dotknij miejsca</translation>
    </message>
    <message>
      <source>Move the name chosen up</source>
      <translation>Przesuń wybrane nazwisko w górę</translation>
    </message>
    <message>
      <source>Move the name chosen down</source>
      <translation>Przesuń wybrane nazwisko w dół</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Cofnij</translation>
    </message>
    <message>
      <source>Take back the list's latest action (Ctrl+Z undoes the table's)</source>
      <translation>Cofnij ostatnią czynność listy (Ctrl+Z cofa czynność stołu)</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Ponów</translation>
    </message>
    <message>
      <source>Put back the list action taken back last</source>
      <translation>Ponów ostatnio cofniętą czynność listy</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Lista: {game}</translation>
    </message>
    <message>
      <source>Interest list: {game} (no table open)</source>
      <translation>Lista chętnych: {game} (brak otwartego stołu)</translation>
    </message>
    <message>
      <source>No table on screen</source>
      <translation>Brak stołu na ekranie</translation>
    </message>
    <message>
      <source>Called ({count})</source>
      <translation>Wezwani ({count})</translation>
    </message>
    <message>
      <source>Table changes ({count}): first for a seat</source>
      <translation>Zmiany stołu ({count}): pierwsi do miejsca</translation>
    </message>
    <message>
      <source>Interest list ({count})</source>
      <translation>Lista chętnych ({count})</translation>
    </message>
    <message>
      <source>Waiting ({count})</source>
      <translation>Czekający ({count})</translation>
    </message>
    <message>
      <source>Nobody waits for {game}.</source>
      <translation>Nikt nie czeka na grę {game}.</translation>
    </message>
    <message>
      <source>{name} → {spot}</source>
      <translation>{name} → {spot}</translation>
    </message>
    <message>
      <source>called {minutes} ago</source>
      <translation>wezwanie {minutes} temu</translation>
    </message>
    <message>
      <source>now at {spot} · asked {minutes} ago</source>
      <translation>teraz {spot} · prośba {minutes} temu</translation>
    </message>
    <message>
      <source>from a broken table · waiting {minutes}</source>
      <translation>z rozwiązanego stołu · czeka {minutes}</translation>
    </message>
    <message>
      <source>waiting {minutes}</source>
      <translation>czeka {minutes}</translation>
    </message>
    <message>
      <source>A name on the list of {game}</source>
      <translation>Nazwisko na liście gry {game}</translation>
    </message>
    <message>
      <source>Correct {name}</source>
      <translation>Popraw: {name}</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}?</source>
      <translation>Skreślić {name} z listy gry {game}?</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}? The seat called for stays locked up for the next name.</source>
      <translation>Skreślić {name} z listy gry {game}? Miejsce, na które było wezwanie, zostaje zarezerwowane dla następnego nazwiska.</translation>
    </message>
    <message>
      <source>Take off the list</source>
      <translation>Skreśl z listy</translation>
    </message>
  </context>
  <context>
    <name>ListRefusal</name>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Imię gracza ma od 1 do {limit} znaków, w jednym wierszu.</translation>
    </message>
    <message>
      <source>A note is at most {limit} characters, on one line.</source>
      <translation>Notatka ma najwyżej {limit} znaków, w jednym wierszu.</translation>
    </message>
    <message>
      <source>That name is no longer on the list.</source>
      <translation>Tego nazwiska nie ma już na liście oczekujących.</translation>
    </message>
    <message>
      <source>{name} has been called to a seat already.</source>
      <translation>{name}: gracz został już wezwany na miejsce.</translation>
    </message>
    <message>
      <source>{name} has not been called to a seat.</source>
      <translation>{name}: gracz nie został wezwany na miejsce.</translation>
    </message>
    <message>
      <source>{name} was called to seat {seat} of {table}.</source>
      <translation>{name}: gracz został wezwany na miejsce {seat} przy stole {table}.</translation>
    </message>
    <message>
      <source>Seat {seat} of {table} is held for {name}, who was called to it: seat {name} there, or cancel the call first.</source>
      <translation>Miejsce {seat} przy stole {table} jest trzymane dla gracza {name}, wezwanego na nie: posadź tam gracza {name} albo najpierw odwołaj wezwanie.</translation>
    </message>
    <message>
      <source>{name} is already at place {place}.</source>
      <translation>{name} jest już na pozycji {place}.</translation>
    </message>
    <message>
      <source>{name} cannot go to place {place}: table changes stay before the list.</source>
      <translation>{name} nie może przejść na pozycję {place}: zmiany stołu zostają przed listą.</translation>
    </message>
    <message>
      <source>{name} is away from seat {seat} of {table}: {name} moves once back there.</source>
      <translation>{name} odszedł od miejsca {seat} przy stole {table}: przesiada się po powrocie.</translation>
    </message>
    <message>
      <source>{table} has moved on since (an action was taken there after it): undo there first.</source>
      <translation>Przy stole {table} od tego czasu wykonano inną akcję: najpierw cofnij ją tam.</translation>
    </message>
    <message>
      <source>{name} has changed on the list since: this can no longer be undone or redone.</source>
      <translation>{name}: wpis na liście zmienił się od tego czasu — nie da się już tego cofnąć ani ponowić.</translation>
    </message>
    <message>
      <source>The list of {game} changed on another screen: it now shows the latest; nothing was done here.</source>
      <translation>Lista oczekujących {game} zmieniła się na innym ekranie: pokazuje teraz stan bieżący; tutaj nic nie zrobiono.</translation>
    </message>
    <message>
      <source>{table} is a table of {table_game}; this name is on the list of {game}.</source>
      <translation>{table} to stół gry {table_game}; to nazwisko jest na liście oczekujących {game}.</translation>
    </message>
    <message>
      <source>{table} belongs to no game: it has no list.</source>
      <translation>{table} nie należy do żadnej gry: nie ma listy oczekujących.</translation>
    </message>
    <message>
      <source>Drop the name on a seat.</source>
      <translation>Upuść nazwisko na miejsce.</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>Time</source>
      <translation>Czas</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Zdarzenie</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <source>Log of events and deals</source>
      <translation>Dziennik zdarzeń i rozdań</translation>
    </message>
    <message>
      <source>Refused: {text}</source>
      <translation>Odrzucono: {text}</translation>
    </message>
    <message>
      <source>Undone: {text}</source>
      <translation>Cofnięto: {text}</translation>
    </message>
    <message>
      <source>Redone: {text}</source>
      <translation>Ponowiono: {text}</translation>
    </message>
    <message>
      <source>Not saved: {text}</source>
      <translation>Nie zapisano: {text}</translation>
    </message>
    <message>
      <source>Saving cut off: {text}</source>
      <translation>Zapis przerwany: {text}</translation>
    </message>
    <message>
      <source>At the new amounts: {debts}</source>
      <translation>Według nowych stawek: {debts}</translation>
    </message>
    <message>
      <source>Button {seat}</source>
      <translation>Button {seat}</translation>
    </message>
    <message>
      <source>Dead button {seat}</source>
      <translation>Martwy button {seat}</translation>
    </message>
    <message>
      <source>Dead SB {seat}</source>
      <translation>Martwy SB {seat}</translation>
    </message>
    <message>
      <source>{blind} {seat}</source>
      <translation>{blind} {seat}</translation>
    </message>
    <message numerus="yes">
      <source>%n dealt in</source>
      <translation>
        <numerusform>w rozdaniu: %n</numerusform>
        <numerusform>w rozdaniu: %n</numerusform>
        <numerusform>w rozdaniu: %n</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LongWork</name>
    <message>
      <source>Cancel</source>
      <translation>Anuluj</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>This window is now on the room {room}.</source>
      <translation>To okno pracuje teraz na sali {room}.</translation>
    </message>
    <message>
      <source>Demo table</source>
      <translation>Stół demonstracyjny</translation>
    </message>
    <message>
      <source>The settings file could not be read: it was kept as {path} and the default house rules are used.</source>
      <translation>Nie udało się odczytać pliku ustawień: zachowano go jako {path} i użyto domyślnych zasad kasyna.</translation>
    </message>
    <message>
      <source>This room was chosen in Settings → Room, and is kept in {file}.</source>
      <translation>Tę salę wybrano w Ustawienia → Sala, a wybór jest zapisany w {file}.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Następne rozdanie</translation>
    </message>
    <message>
      <source>The dealer reads out</source>
      <translation>Krupier ogłasza</translation>
    </message>
    <message>
      <source>Misdeal: deal again</source>
      <translation>Błędne rozdanie: rozdaj ponownie</translation>
    </message>
    <message>
      <source>Correct positions…</source>
      <translation>Popraw pozycje…</translation>
    </message>
    <message>
      <source>House rules…</source>
      <translation>Zasady kasyna…</translation>
    </message>
    <message>
      <source>House rules for the tables you add</source>
      <translation>Zasady kasyna dla dodawanych stołów</translation>
    </message>
    <message>
      <source>Light colours</source>
      <translation>Jasne kolory</translation>
    </message>
    <message>
      <source>Touch screen mode</source>
      <translation>Tryb ekranu dotykowego</translation>
    </message>
    <message>
      <source>Room…</source>
      <translation>Sala…</translation>
    </message>
    <message>
      <source>Restore from a backup…</source>
      <translation>Przywróć z kopii zapasowej…</translation>
    </message>
    <message>
      <source>Backups…</source>
      <translation>Kopie zapasowe…</translation>
    </message>
    <message>
      <source>Add a table…</source>
      <translation>Dodaj stół…</translation>
    </message>
    <message>
      <source>Rename this table…</source>
      <translation>Zmień nazwę tego stołu…</translation>
    </message>
    <message>
      <source>Close this table…</source>
      <translation>Zamknij ten stół…</translation>
    </message>
    <message>
      <source>Add the demo table</source>
      <translation>Dodaj stół demonstracyjny</translation>
    </message>
    <message>
      <source>Import a scenario as a new table…</source>
      <translation>Importuj scenariusz jako nowy stół…</translation>
    </message>
    <message>
      <source>History…</source>
      <translation>Historia…</translation>
    </message>
    <message>
      <source>Games…</source>
      <translation>Gry…</translation>
    </message>
    <message>
      <source>Game and must-move…</source>
      <translation>Gra i obowiązkowe przejście…</translation>
    </message>
    <message>
      <source>Break this table…</source>
      <translation>Rozwiąż ten stół…</translation>
    </message>
    <message>
      <source>Move slips of the last break…</source>
      <translation>Kartki przejścia ostatniego rozwiązania…</translation>
    </message>
    <message>
      <source>Room overview</source>
      <translation>Przegląd sali</translation>
    </message>
    <message>
      <source>Tournament floor…</source>
      <translation>Prowadzenie turnieju…</translation>
    </message>
    <message>
      <source>Next tab</source>
      <translation>Następna karta</translation>
    </message>
    <message>
      <source>Previous tab</source>
      <translation>Poprzednia karta</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Zakończ</translation>
    </message>
    <message>
      <source>Actions for the focused seat</source>
      <translation>Akcje dla wybranego miejsca</translation>
    </message>
    <message>
      <source>Rulebook</source>
      <translation>Regulamin</translation>
    </message>
    <message>
      <source>Manual</source>
      <translation>Podręcznik</translation>
    </message>
    <message>
      <source>Compare house rules…</source>
      <translation>Porównaj zasady kasyna…</translation>
    </message>
    <message>
      <source>Which room this PC opens: its own room file or a shared room on a PostgreSQL server</source>
      <translation>Którą salę otwiera ten komputer: własny plik sali albo wspólną salę na serwerze PostgreSQL</translation>
    </message>
    <message>
      <source>The games the room offers, each with its waiting list and list rules</source>
      <translation>Gry, które oferuje sala, każda z listą oczekujących i zasadami listy</translation>
    </message>
    <message>
      <source>Every rule by its id; F1 on a read-out line opens its rule</source>
      <translation>Każda reguła według jej numeru; F1 na wierszu komunikatów otwiera jego regułę</translation>
    </message>
    <message>
      <source>How to use floorapp on the floor: the table, the room, the list, training</source>
      <translation>Jak pracować z floorapp na sali: stół, sala, lista oczekujących, szkolenie</translation>
    </message>
    <message>
      <source>&amp;Table</source>
      <translation>&amp;Stół</translation>
    </message>
    <message>
      <source>Reopen a closed table</source>
      <translation>Otwórz ponownie zamknięty stół</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edycja</translation>
    </message>
    <message>
      <source>&amp;Room</source>
      <translation>S&amp;ala</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Ustawienia</translation>
    </message>
    <message>
      <source>Dealer training…</source>
      <translation>Szkolenie krupierów…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Język</translation>
    </message>
    <message>
      <source>Trai&amp;ning</source>
      <translation>Sz&amp;kolenie</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Pomoc</translation>
    </message>
    <message>
      <source>Top bar</source>
      <translation>Górny pasek</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Sala</translation>
    </message>
    <message>
      <source>Every table at a glance (F9)</source>
      <translation>Wszystkie stoły w skrócie (F9)</translation>
    </message>
    <message>
      <source>Read-out</source>
      <translation>Komunikaty</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Dziennik</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Lista</translation>
    </message>
    <message>
      <source>floorapp — Room</source>
      <translation>floorapp — Sala</translation>
    </message>
    <message>
      <source>floorapp — {table}</source>
      <translation>floorapp — {table}</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Stół</translation>
    </message>
    <message>
      <source>Table {number}</source>
      <translation>Stół {number}</translation>
    </message>
    <message>
      <source>Importing {file}…</source>
      <translation>Importowanie {file}…</translation>
    </message>
    <message>
      <source>Close the table</source>
      <translation>Zamknij stół</translation>
    </message>
    <message>
      <source>Close the table {name}? Its history is kept, and it can be reopened from the Table menu.</source>
      <translation>Zamknąć stół {name}? Jego historia zostanie zachowana, a stół można ponownie otworzyć z menu Stół.</translation>
    </message>
    <message>
      <source>No closed table</source>
      <translation>Brak zamkniętych stołów</translation>
    </message>
    <message>
      <source>No hand dealt yet: press Next hand.</source>
      <translation>Jeszcze nie było rozdania: naciśnij Następne rozdanie.</translation>
    </message>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>Niedozwolone: {reason}</translation>
    </message>
    <message>
      <source>Moving {name} from seat {seat}: click the new seat (Esc cancels).</source>
      <translation>Przesadzanie gracza {name} z miejsca {seat}: kliknij nowe miejsce (Esc anuluje).</translation>
    </message>
    <message>
      <source>Move {name} to seat {seat}</source>
      <translation>Przesadź gracza {name} na miejsce {seat}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Cofnij</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Ponów</translation>
    </message>
    <message>
      <source>System</source>
      <translation>Systemowy</translation>
    </message>
    <message>
      <source>I have read this</source>
      <translation>Przeczytane</translation>
    </message>
    <message>
      <source>The room was not changed: the settings could not be saved ({error}).</source>
      <translation>Sali nie zmieniono: nie udało się zapisać ustawień ({error}).</translation>
    </message>
    <message>
      <source>Room kept in Settings for the starts without --room or FLOORAPP_ROOM; this window stays on its room.</source>
      <translation>Salę zapisano w ustawieniach dla uruchomień bez --room i FLOORAPP_ROOM; to okno zostaje na swojej sali.</translation>
    </message>
    <message>
      <source>Placing {name} from the list: tap an open seat (Esc cancels).</source>
      <translation>Sadzanie gracza {name} z listy: dotknij wolnego miejsca (Esc anuluje).</translation>
    </message>
  </context>
  <context>
    <name>Manual</name>
    <message>
      <source>Manual</source>
      <translation>Podręcznik</translation>
    </message>
    <message>
      <source>Find words in the manual</source>
      <translation>Szukaj słów w podręczniku</translation>
    </message>
    <message>
      <source>Find in the manual</source>
      <translation>Szukaj w podręczniku</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Znajdź następny</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <source>The manual</source>
      <translation>Podręcznik</translation>
    </message>
    <message>
      <source>The manual is missing from this installation: {why}</source>
      <translation>W tej instalacji brakuje podręcznika: {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the manual.</source>
      <translation>„{text}” nie występuje w podręczniku.</translation>
    </message>
  </context>
  <context>
    <name>Missed</name>
    <message>
      <source>missed small blind</source>
      <translation>ominięty mały blind</translation>
    </message>
    <message>
      <source>missed big blind</source>
      <translation>ominięty duży blind</translation>
    </message>
    <message>
      <source>missed both blinds</source>
      <translation>ominięte oba blindy</translation>
    </message>
  </context>
  <context>
    <name>Move</name>
    <message>
      <source>one hand</source>
      <translation>jedno rozdanie</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n rozdanie</numerusform>
        <numerusform>%n rozdania</numerusform>
        <numerusform>%n rozdań</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} plays at once in seat {seat}, without posting.</source>
      <translation>{name} gra od razu na miejscu {seat}, bez stawiania.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits for the big blind.</source>
      <translation>Miejsce {seat} jest między buttonem a małym blindem, o {distance} dalej od dużego blinda: {name} stawia {amount} za buttonem, gdy ten przejdzie, albo czeka na dużego blinda.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits {distance} and for the button, and then plays free.</source>
      <translation>Miejsce {seat} jest między buttonem a małym blindem, o {distance} dalej od dużego blinda: {name} stawia {amount} za buttonem, gdy ten przejdzie, albo czeka {distance} i aż przejdzie button, a potem gra za darmo.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind: {name} waits until the button has passed.</source>
      <translation>Miejsce {seat} jest między buttonem a małym blindem: {name} czeka, aż przejdzie button.</translation>
    </message>
    <message>
      <source>{name} dealt off the button: in seat {seat}, {name} comes back in behind the button without posting.</source>
      <translation>{name} schodzi z buttona: na miejscu {seat} {name} wraca do gry za buttonem, bez stawiania.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits for the big blind.</source>
      <translation>Miejsce {seat} jest o {distance} dalej od dużego blinda: {name} stawia {amount}, aby grać od razu, albo czeka na dużego blinda.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits {distance} and then plays free.</source>
      <translation>Miejsce {seat} jest o {distance} dalej od dużego blinda: {name} stawia {amount}, aby grać od razu, albo czeka {distance} i potem gra za darmo.</translation>
    </message>
    <message>
      <source>Move to seat {seat}</source>
      <translation>Przesadź na miejsce {seat}</translation>
    </message>
    <message>
      <source>Post {amount} behind the button</source>
      <translation>Postaw {amount} za buttonem</translation>
    </message>
    <message>
      <source>Post {amount} and play now</source>
      <translation>Postaw {amount} i graj od razu</translation>
    </message>
    <message>
      <source>Wait, then play free</source>
      <translation>Czekaj, potem graj za darmo</translation>
    </message>
    <message>
      <source>plays at once</source>
      <translation>gra od razu</translation>
    </message>
  </context>
  <context>
    <name>NewEvent</name>
    <message>
      <source>The event needs a name.</source>
      <translation>Turniej musi mieć nazwę.</translation>
    </message>
    <message>
      <source>An event needs at least two entrants, one name a line.</source>
      <translation>Turniej wymaga co najmniej dwóch uczestników, po jednym imieniu w wierszu.</translation>
    </message>
    <message>
      <source>Two entrants have the same name: tell them apart.</source>
      <translation>Dwóch uczestników ma to samo imię: rozróżnij ich.</translation>
    </message>
    <message>
      <source>{entrants} entrants do not fit {tables} tables of {seats} seats.</source>
      <translation>Uczestników ({entrants}) jest więcej, niż mieści się przy {tables} stołach po {seats} miejsc.</translation>
    </message>
    <message>
      <source>New event</source>
      <translation>Nowy turniej</translation>
    </message>
    <message>
      <source>One stage a line: "100/200 20" (blinds, minutes), "200/400 ante 50 20", "200/400 bb-ante 400 20", "break 10 Colour-up".</source>
      <translation>Jeden etap w wierszu: „100/200 20” (blindy, minuty), „200/400 ante 50 20”, „200/400 bb-ante 400 20”, „break 10 Color-up” (przerwa, minuty, nazwa).</translation>
    </message>
    <message>
      <source>until the floor closes it</source>
      <translation>do ręcznego zamknięcia</translation>
    </message>
    <message>
      <source>One name a line</source>
      <translation>Jedno imię w wierszu</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nazwa</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Stoły</translation>
    </message>
    <message>
      <source>Seats a table</source>
      <translation>Miejsc przy stole</translation>
    </message>
    <message>
      <source>Entrants</source>
      <translation>Uczestnicy</translation>
    </message>
    <message>
      <source>Structure</source>
      <translation>Struktura</translation>
    </message>
    <message>
      <source>Late registration to level</source>
      <translation>Późna rejestracja do poziomu</translation>
    </message>
    <message>
      <source>Tournament floor</source>
      <translation>Prowadzenie turnieju</translation>
    </message>
    <message>
      <source>The room's events cannot be read or written: {why}</source>
      <translation>Nie można odczytać ani zapisać turniejów sali: {why}</translation>
    </message>
    <message>
      <source>Line {line} of the structure is not a level ("100/200 20", "200/400 bb-ante 400 20") or a break ("break 10"): {text}</source>
      <translation>Wiersz {line} struktury nie jest poziomem („100/200 20”, „200/400 bb-ante 400 20”) ani przerwą („break 10”): {text}</translation>
    </message>
    <message>
      <source>The structure cannot be run: it needs at least one level, starts and ends with a level, and each stage lasts 1 minute to 24 hours.</source>
      <translation>Według tej struktury nie można grać: potrzebny jest co najmniej jeden poziom, struktura zaczyna się i kończy poziomem, a każdy etap trwa od 1 minuty do 24 godzin.</translation>
    </message>
  </context>
  <context>
    <name>Offer</name>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, off the list.</source>
      <translation>Miejsce {seat}: czas gracza {name} minął, nie stawił się — skreślenie z listy.</translation>
    </message>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, to the bottom of the list.</source>
      <translation>Miejsce {seat}: czas gracza {name} minął, nie stawił się — na koniec listy.</translation>
    </message>
    <message>
      <source>Seat {seat} {player}: the button passed before any post (R-65): pick up {player} and call {name}</source>
      <translation>Miejsce {seat} {player}: button minął przed stawką (R-65): usuń gracza {player}, wezwij: {name}</translation>
    </message>
    <message>
      <source>Seat {seat} is open: {offered}</source>
      <translation>Miejsce {seat} jest wolne: {offered}</translation>
    </message>
    <message>
      <source>move {name} from {table}</source>
      <translation>przenieś gracza {name} ze stołu {table}</translation>
    </message>
    <message>
      <source>move {name} from {table} (there {minutes} min)</source>
      <translation>przenieś gracza {name} ze stołu {table} (tam od {minutes} min)</translation>
    </message>
    <message>
      <source>{name}'s table change ({table}, seat {seat})</source>
      <translation>zmiana stołu: {name} ({table}, miejsce {seat})</translation>
    </message>
    <message>
      <source>{name}'s table change</source>
      <translation>zmiana stołu: {name}</translation>
    </message>
    <message>
      <source>call {name} (next on {game})</source>
      <translation>wezwij gracza {name} (następny na liście oczekujących {game})</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Nie stawił się</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Usuń</translation>
    </message>
    <message>
      <source>Call</source>
      <translation>Wezwij</translation>
    </message>
    <message>
      <source>Pick up {player}</source>
      <translation>Usuń: {player}</translation>
    </message>
    <message>
      <source>Call {name}</source>
      <translation>Wezwij: {name}</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>The last action here is still being saved: look at the table again, then press again.</source>
      <translation>Ostatnia czynność na tym ekranie jest jeszcze zapisywana: spójrz ponownie na stół i naciśnij jeszcze raz.</translation>
    </message>
    <message>
      <source>This table or list is no longer in the room.</source>
      <translation>Tego stołu lub tej listy oczekujących nie ma już w sali.</translation>
    </message>
    <message>
      <source>Hand {hand} was just dealt on another screen.</source>
      <translation>Rozdanie {hand} właśnie rozpoczęto na innym ekranie.</translation>
    </message>
    <message>
      <source>Just changed on another screen: {changes}.</source>
      <translation>Właśnie zmienione na innym ekranie: {changes}.</translation>
    </message>
    <message>
      <source>{what} Nothing was done here: press again if you still mean it.</source>
      <translation>{what} Tutaj nic nie zrobiono: naciśnij jeszcze raz, jeśli nadal tego chcesz.</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <source>What the dealer reads out</source>
      <translation>Co ogłasza krupier</translation>
    </message>
  </context>
  <context>
    <name>Post</name>
    <message>
      <source>small blind</source>
      <translation>mały blind</translation>
    </message>
    <message>
      <source>big blind</source>
      <translation>duży blind</translation>
    </message>
    <message>
      <source>third blind</source>
      <translation>trzeci blind</translation>
    </message>
    <message>
      <source>middle blind</source>
      <translation>środkowy blind</translation>
    </message>
    <message>
      <source>small blind on the button</source>
      <translation>mały blind na buttonie</translation>
    </message>
    <message>
      <source>second big blind</source>
      <translation>drugi duży blind</translation>
    </message>
    <message>
      <source>second small blind</source>
      <translation>drugi mały blind</translation>
    </message>
    <message>
      <source>entry post</source>
      <translation>stawka wejściowa</translation>
    </message>
    <message>
      <source>makes up missed blinds</source>
      <translation>uzupełnia ominięte blindy</translation>
    </message>
    <message>
      <source>posts to play after a move</source>
      <translation>stawia, by grać po zmianie miejsca</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>żywy straddle</translation>
    </message>
    <message>
      <source>sleeper straddle</source>
      <translation>sleeper straddle</translation>
    </message>
  </context>
  <context>
    <name>Puck</name>
    <message>
      <source>DEAD</source>
      <translation>MART.</translation>
    </message>
    <message>
      <source>D</source>
      <translation>D</translation>
    </message>
    <message>
      <source>SB</source>
      <translation>SB</translation>
    </message>
    <message>
      <source>BB</source>
      <translation>BB</translation>
    </message>
    <message>
      <source>BOTH</source>
      <translation>OBA</translation>
    </message>
    <message>
      <source>MISSED</source>
      <translation>OMIN.</translation>
    </message>
    <message>
      <source>LOCK</source>
      <translation>REZER-</translation>
    </message>
    <message>
      <source>UP</source>
      <translation>WACJA</translation>
    </message>
    <message>
      <source>3B</source>
      <translation>3B</translation>
    </message>
    <message>
      <source>POST</source>
      <translation>STAWKA</translation>
    </message>
    <message>
      <source>{minutes}/{limit}</source>
      <translation>{minutes}/{limit}</translation>
    </message>
    <message>
      <source>STR</source>
      <translation>STR</translation>
    </message>
    <message>
      <source>2BB</source>
      <translation>2BB</translation>
    </message>
    <message>
      <source>{live}+{dead}</source>
      <translation>{live}+{dead}</translation>
    </message>
    <message>
      <source>2nd BB</source>
      <translation>2. BB</translation>
    </message>
    <message>
      <source>2nd SB</source>
      <translation>2. SB</translation>
    </message>
    <message>
      <source>dead button</source>
      <translation>martwy button</translation>
    </message>
    <message>
      <source>dealer button</source>
      <translation>button</translation>
    </message>
    <message>
      <source>lock-up button</source>
      <translation>znacznik rezerwacji</translation>
    </message>
    <message>
      <source>dead small blind</source>
      <translation>martwy mały blind</translation>
    </message>
    <message>
      <source>second big blind {amount}</source>
      <translation>drugi duży blind {amount}</translation>
    </message>
    <message>
      <source>small blind {amount}</source>
      <translation>mały blind {amount}</translation>
    </message>
    <message>
      <source>big blind {amount}</source>
      <translation>duży blind {amount}</translation>
    </message>
    <message>
      <source>third blind {amount}</source>
      <translation>trzeci blind {amount}</translation>
    </message>
    <message>
      <source>straddle {amount}</source>
      <translation>straddle {amount}</translation>
    </message>
    <message>
      <source>posts {amount}</source>
      <translation>stawka {amount}</translation>
    </message>
    <message>
      <source>lock-up button for {name}</source>
      <translation>znacznik rezerwacji dla gracza {name}</translation>
    </message>
  </context>
  <context>
    <name>Readout</name>
    <message>
      <source>Button on {who}</source>
      <translation>Button: {who}</translation>
    </message>
    <message>
      <source>Button dead on seat {seat}</source>
      <translation>Martwy button na miejscu {seat}</translation>
    </message>
    <message>
      <source>Small blind dead on seat {seat}</source>
      <translation>Martwy mały blind na miejscu {seat}</translation>
    </message>
    <message>
      <source>{who}: {blind} {amount}</source>
      <translation>{who}: {blind} {amount}</translation>
    </message>
    <message>
      <source>{who}: {straddle} {amount}</source>
      <translation>{who}: {straddle} {amount}</translation>
    </message>
    <message>
      <source>{who}: {total} {amounts}, {why}</source>
      <translation>{who}: {total} {amounts}, {why}</translation>
    </message>
    <message>
      <source>{who} {why}</source>
      <translation>{who} {why}</translation>
    </message>
    <message>
      <source>{who} gets a missed-blind button: {missed}</source>
      <translation>{who} dostaje znacznik ominiętego blinda: {missed}</translation>
    </message>
    <message>
      <source>{who}: the button passed before any post: pick up and give the seat to the next player on the list; with nobody waiting, the missed-blind button stays and the player is marked away</source>
      <translation>{who}: button minął przed jakąkolwiek stawką: usunąć z miejsca i dać miejsce następnemu graczowi z listy oczekujących; jeśli nikt nie czeka, znacznik ominiętego blinda zostaje, a gracz jest oznaczony jako nieobecny</translation>
    </message>
    <message>
      <source>First to act: {who}</source>
      <translation>Pierwszy do akcji: {who}</translation>
    </message>
    <message numerus="yes">
      <source>Dealt in: %n (seats {seats})</source>
      <translation>
        <numerusform>W rozdaniu: %n (miejsca {seats})</numerusform>
        <numerusform>W rozdaniu: %n (miejsca {seats})</numerusform>
        <numerusform>W rozdaniu: %n (miejsca {seats})</numerusform>
      </translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Heads-up: button stawia małego blinda i działa pierwszy</translation>
    </message>
    <message>
      <source>Misdeal: same positions and posts again</source>
      <translation>Błędne rozdanie: te same pozycje i stawki jeszcze raz</translation>
    </message>
    <message>
      <source>Every missed blind is forgiven: fewer than two players owe nothing</source>
      <translation>Wszystkie ominięte blindy zostają darowane: mniej niż dwóch graczy jest bez zaległości</translation>
    </message>
    <message>
      <source>Positions corrected: button on seat {button}, blinds on seats {blinds}. The next hand moves on from here.</source>
      <translation>Pozycje poprawione: button na miejscu {button}, blindy na miejscach {blinds}. Następne rozdanie przesuwa się dalej od tych pozycji.</translation>
    </message>
  </context>
  <context>
    <name>Reconnection</name>
    <message>
      <source>The room's server cannot be reached: nothing can be changed until it is back. Trying again…</source>
      <translation>Serwer sali nie odpowiada: nic nie można zmienić, dopóki nie wróci. Ponawiam połączenie…</translation>
    </message>
  </context>
  <context>
    <name>Refusal</name>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>Przy tym stole nie ma takiego miejsca.</translation>
    </message>
    <message>
      <source>Nobody sits on seat {seat}.</source>
      <translation>Na miejscu {seat} nikt nie siedzi.</translation>
    </message>
    <message>
      <source>Seat {seat} is taken by {name}.</source>
      <translation>Miejsce {seat} zajmuje {name}.</translation>
    </message>
    <message>
      <source>{name} is not away.</source>
      <translation>{name} jest przy stole.</translation>
    </message>
    <message>
      <source>{name} is already away.</source>
      <translation>Gracz {name} jest już nieobecny.</translation>
    </message>
    <message>
      <source>{name} has not busted.</source>
      <translation>{name} ma jeszcze żetony.</translation>
    </message>
    <message>
      <source>Seat {seat} has no lock-up button.</source>
      <translation>Miejsce {seat} nie ma znacznika rezerwacji.</translation>
    </message>
    <message>
      <source>The button has not passed {name} since the big blind did: {name} is not picked up yet.</source>
      <translation>Button nie minął jeszcze gracza {name} od dużego blinda: gracza {name} nie można jeszcze usunąć z miejsca.</translation>
    </message>
    <message>
      <source>Seat {seat} already has a lock-up button.</source>
      <translation>Miejsce {seat} ma już znacznik rezerwacji.</translation>
    </message>
    <message>
      <source>That is not one of the choices here.</source>
      <translation>Tu nie ma takiej możliwości wyboru.</translation>
    </message>
    <message>
      <source>Seat {seat} has the button this hand: {name} may move after it.</source>
      <translation>Miejsce {seat} ma w tym rozdaniu buttona: {name} może się przesiąść po tym rozdaniu.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in this hand.</source>
      <translation>W tym rozdaniu karty może dostać mniej niż dwóch graczy.</translation>
    </message>
    <message>
      <source>No hand has been dealt at this table yet.</source>
      <translation>Przy tym stole nie było jeszcze rozdania.</translation>
    </message>
    <message>
      <source>{name} is already busted.</source>
      <translation>{name} nie ma już żetonów.</translation>
    </message>
    <message>
      <source>{name} is away: {name} can change seats once back.</source>
      <translation>{name} nie ma przy stole: {name} może zmienić miejsce po powrocie.</translation>
    </message>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Imię gracza ma od 1 do {limit} znaków, w jednym wierszu.</translation>
    </message>
    <message>
      <source>Each blind needs its own seat with a player or a dead blind, after the button.</source>
      <translation>Każdy blind potrzebuje własnego miejsca kolejno po buttonie, z graczem albo z martwym blindem.</translation>
    </message>
    <message>
      <source>The house rules allow no straddle.</source>
      <translation>Zasady kasyna nie dopuszczają straddle'a.</translation>
    </message>
    <message>
      <source>{name} is not playing hands yet.</source>
      <translation>{name} jeszcze nie gra w rozdaniach.</translation>
    </message>
    <message>
      <source>These house rules cannot be played.</source>
      <translation>Według tych zasad kasyna nie da się grać.</translation>
    </message>
    <message>
      <source>Seat {seat} is in use: free it before removing it.</source>
      <translation>Miejsce {seat} jest zajęte: zwolnij je przed usunięciem.</translation>
    </message>
    <message>
      <source>{name} busted: {name} comes back with a rebuy.</source>
      <translation>{name} nie ma już żetonów: {name} wraca do gry przez dokupienie.</translation>
    </message>
    <message>
      <source>Every seat is taken: there is no seat to move to.</source>
      <translation>Wszystkie miejsca są zajęte: nie ma gdzie się przesiąść.</translation>
    </message>
    <message>
      <source>This table changed on another screen: it now shows the latest. Nothing was done; look again.</source>
      <translation>Ten stół zmieniono na innym ekranie: teraz widać jego najnowszy stan. Nic nie zrobiono; spójrz jeszcze raz.</translation>
    </message>
    <message>
      <source>{table} changed on another screen: {changes}. It now shows the latest; nothing was done here.</source>
      <translation>Stół „{table}” zmieniono na innym ekranie: {changes}. Teraz widać jego najnowszy stan; tutaj nic nie zrobiono.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen: nothing was done. Table → Reopen a closed table brings it back.</source>
      <translation>Stół „{table}” zamknięto na innym ekranie: nic nie zrobiono. Przywrócisz go przez Stół → Otwórz ponownie zamknięty stół.</translation>
    </message>
    <message>
      <source>Set aside: {tables}. Its history holds an entry this floorapp cannot read, so nothing is shown or done at it; every other table, the lists and the board work on. The room's log names the entry: ask whoever keeps the room to mend it.</source>
      <translation>Odłożony: {tables}. Jego historia zawiera wpis, którego ten floorapp nie umie odczytać, więc przy nim nic nie jest pokazywane ani robione; wszystkie inne stoły, listy oczekujących i tablica działają dalej. Dziennik sali podaje ten wpis: poproś osobę, która prowadzi salę, o jego naprawienie.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen.</source>
      <translation>Stół „{table}” zamknięto na innym ekranie.</translation>
    </message>
  </context>
  <context>
    <name>Room</name>
    <message>
      <source>No hand dealt yet</source>
      <translation>Jeszcze nie było rozdania</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Otwórz</translation>
    </message>
    <message>
      <source>no table open: an interest list</source>
      <translation>brak otwartego stołu: lista chętnych</translation>
    </message>
    <message numerus="yes">
      <source>%n open seat(s)</source>
      <translation>
        <numerusform>%n wolne miejsce</numerusform>
        <numerusform>%n wolne miejsca</numerusform>
        <numerusform>%n wolnych miejsc</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{seats} at %n table(s)</source>
      <translation>
        <numerusform>{seats} przy %n stole</numerusform>
        <numerusform>{seats} przy %n stołach</numerusform>
        <numerusform>{seats} przy %n stołach</numerusform>
      </translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Miejsca dla listy</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>i jeszcze {count}</translation>
    </message>
    <message>
      <source>Called</source>
      <translation>Wezwani</translation>
    </message>
    <message>
      <source>{name} → {spot}, {minutes} ago</source>
      <translation>{name} → {spot}, {minutes} temu</translation>
    </message>
    <message>
      <source>Table changes</source>
      <translation>Zmiany stołu</translation>
    </message>
    <message>
      <source>{name} (now {spot}), {minutes}</source>
      <translation>{name} (teraz {spot}), {minutes}</translation>
    </message>
    <message>
      <source>{name} (from a broken table), {minutes}</source>
      <translation>{name} (z rozwiązanego stołu), {minutes}</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Lista chętnych</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nikt</translation>
    </message>
    <message>
      <source>{count} on the list</source>
      <translation>na liście: {count}</translation>
    </message>
    <message>
      <source>No table is open. This screen only shows the room: a table is added or reopened at a floor screen.</source>
      <translation>Żaden stół nie jest otwarty. Ten ekran tylko pokazuje salę: stół dodaje się lub otwiera ponownie na ekranie obsługi sali.</translation>
    </message>
    <message>
      <source>No table is open. Add one with Table → Add a table (Ctrl+T), import a scenario, or reopen a closed table.</source>
      <translation>Żaden stół nie jest otwarty. Dodaj stół przez Stół → Dodaj stół (Ctrl+T), zaimportuj scenariusz albo otwórz ponownie zamknięty stół.</translation>
    </message>
    <message>
      <source>{seat} (dead)</source>
      <translation>{seat} (martwy)</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>jeszcze brak</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Button</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Blindy</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Ominięte blindy</translation>
    </message>
    <message>
      <source>Locked up</source>
      <translation>Zarezerwowane</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Nieobecni</translation>
    </message>
    <message>
      <source>Waiting</source>
      <translation>Czekający</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Gracze</translation>
    </message>
    <message numerus="yes">
      <source>{seated} of %n seat(s)</source>
      <translation>
        <numerusform>{seated} z %n miejsca</numerusform>
        <numerusform>{seated} z %n miejsc</numerusform>
        <numerusform>{seated} z %n miejsc</numerusform>
      </translation>
    </message>
    <message>
      <source>A table's name has at most {limit} characters.</source>
      <translation>Nazwa stołu ma najwyżej {limit} znaków.</translation>
    </message>
    <message>
      <source>A must-move table feeds another table of its own game.</source>
      <translation>Stół obowiązkowego przejścia zasila inny stół tej samej gry.</translation>
    </message>
    <message>
      <source>Import of {file} cancelled: nothing was added.</source>
      <translation>Import {file} anulowany: nic nie dodano.</translation>
    </message>
    <message>
      <source>Export cancelled: no file was written.</source>
      <translation>Eksport anulowany: nie zapisano żadnego pliku.</translation>
    </message>
    <message numerus="yes">
      <source>%n step(s) recorded</source>
      <translation>
        <numerusform>zapisano %n krok</numerusform>
        <numerusform>zapisano %n kroki</numerusform>
        <numerusform>zapisano %n kroków</numerusform>
      </translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}; {left_out}.</source>
      <translation>Zaimportowano jako stół {name}: {recorded}; {left_out}.</translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}.</source>
      <translation>Zaimportowano jako stół {name}: {recorded}.</translation>
    </message>
    <message>
      <source>A table called {name} already exists (a closed one can be reopened from the Table menu).</source>
      <translation>Stół o nazwie {name} już istnieje (zamknięty stół można ponownie otworzyć z menu Stół).</translation>
    </message>
    <message>
      <source>To pick up</source>
      <translation>Do usunięcia</translation>
    </message>
    <message>
      <source>A table needs a name.</source>
      <translation>Stół musi mieć nazwę.</translation>
    </message>
    <message numerus="yes">
      <source>left out %n step(s) the rules refused</source>
      <translation>
        <numerusform>pominięto %n krok odrzucony przez zasady</numerusform>
        <numerusform>pominięto %n kroki odrzucone przez zasady</numerusform>
        <numerusform>pominięto %n kroków odrzuconych przez zasady</numerusform>
      </translation>
    </message>
    <message>
      <source>{path} is not a scenario file floorapp can read: {error}</source>
      <translation>{path} nie jest plikiem scenariusza, który floorapp może odczytać: {error}</translation>
    </message>
  </context>
  <context>
    <name>RoomDialog</name>
    <message>
      <source>Room</source>
      <translation>Sala</translation>
    </message>
    <message>
      <source>The room of this PC</source>
      <translation>Sala tego komputera</translation>
    </message>
    <message>
      <source>This window is on: {room}</source>
      <translation>To okno pracuje na: {room}</translation>
    </message>
    <message>
      <source>The room file in this PC's data folder</source>
      <translation>Plik sali w folderze danych tego komputera</translation>
    </message>
    <message>
      <source>The default: nothing to start or set up.</source>
      <translation>Domyślnie: nic do uruchamiania ani konfigurowania.</translation>
    </message>
    <message>
      <source>{path}. The default: nothing to start or set up.</source>
      <translation>{path}. Domyślnie: nic do uruchamiania ani konfigurowania.</translation>
    </message>
    <message>
      <source>A shared room on a PostgreSQL server</source>
      <translation>Wspólna sala na serwerze PostgreSQL</translation>
    </message>
    <message>
      <source>The room's address</source>
      <translation>Adres sali</translation>
    </message>
    <message>
      <source>A postgresql:// URL, a libpq connection string or service=NAME. No password here: libpq reads it from ~/.pgpass, its service file or PGPASSWORD.</source>
      <translation>Adres URL postgresql://, napis połączenia libpq albo service=NAZWA. Bez hasła: libpq odczytuje je z ~/.pgpass, swojego pliku usług lub PGPASSWORD.</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Sprawdź połączenie</translation>
    </message>
    <message>
      <source>Trying {room}…</source>
      <translation>Próba połączenia z {room}…</translation>
    </message>
    <message>
      <source>The test failed: {error}</source>
      <translation>Test się nie powiódł: {error}</translation>
    </message>
    <message>
      <source>Opening the room…</source>
      <translation>Otwieranie sali…</translation>
    </message>
    <message>
      <source>The room could not be opened: {error}</source>
      <translation>Nie udało się otworzyć sali: {error}</translation>
    </message>
    <message>
      <source>Chosen by --room when floorapp was started.</source>
      <translation>Wybrana przez --room przy uruchomieniu floorapp.</translation>
    </message>
    <message>
      <source>Chosen by the FLOORAPP_ROOM environment variable.</source>
      <translation>Wybrana przez zmienną środowiskową FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Chosen here, in Settings.</source>
      <translation>Wybrana tutaj, w ustawieniach.</translation>
    </message>
    <message>
      <source>The default: nothing else was chosen.</source>
      <translation>Domyślna: nic innego nie wybrano.</translation>
    </message>
    <message>
      <source>--room comes before this setting: this window stays on its room. What you choose here is kept for the starts without --room.</source>
      <translation>--room ma pierwszeństwo przed tym ustawieniem: to okno zostaje na swojej sali. To, co tu wybierzesz, zostanie zapisane dla uruchomień bez --room.</translation>
    </message>
    <message>
      <source>FLOORAPP_ROOM comes before this setting: this window stays on its room. What you choose here is kept for the starts without FLOORAPP_ROOM.</source>
      <translation>FLOORAPP_ROOM ma pierwszeństwo przed tym ustawieniem: to okno zostaje na swojej sali. To, co tu wybierzesz, zostanie zapisane dla uruchomień bez FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Type the room's address.</source>
      <translation>Wpisz adres sali.</translation>
    </message>
    <message>
      <source>This is not a PostgreSQL address: write a postgresql:// URL, a libpq connection string (host=… dbname=…) or service=NAME.</source>
      <translation>To nie jest adres PostgreSQL: wpisz URL postgresql://, napis połączenia libpq (host=… dbname=…) albo service=NAZWA.</translation>
    </message>
    <message>
      <source>This address cannot be read: check its quotes and that each part is written key=value.</source>
      <translation>Tego adresu nie da się odczytać: sprawdź cudzysłowy i czy każda część ma postać klucz=wartość.</translation>
    </message>
    <message>
      <source>Not kept: the address holds a password, and floorapp never writes one to its files. Take the password out of the address and put it in ~/.pgpass, the service file or PGPASSWORD. Nothing was saved.</source>
      <translation>Nie zapisano: adres zawiera hasło, a floorapp nigdy nie zapisuje haseł w swoich plikach. Usuń hasło z adresu i umieść je w ~/.pgpass, pliku usług lub PGPASSWORD. Nic nie zapisano.</translation>
    </message>
    <message>
      <source>Connected to {room}. The database is empty: floorapp creates the room in it when you press OK.</source>
      <translation>Połączono z {room}. Baza danych jest pusta: floorapp utworzy w niej salę po naciśnięciu OK.</translation>
    </message>
    <message numerus="yes">
      <source>Connected to {room}: a floorapp room with %n open table(s).</source>
      <translation>
        <numerusform>Połączono z {room}: sala floorapp z %n otwartym stołem.</numerusform>
        <numerusform>Połączono z {room}: sala floorapp z %n otwartymi stołami.</numerusform>
        <numerusform>Połączono z {room}: sala floorapp z %n otwartymi stołami.</numerusform>
      </translation>
    </message>
    <message>
      <source>The room at {room} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp on this PC.</source>
      <translation>Sala {room} została zapisana przez nowszą wersję floorapp (schemat {found}; ta wersja zna schematy do {known}). Nie została otwarta ani zmieniona: zainstaluj nowszą wersję floorapp na tym komputerze.</translation>
    </message>
    <message>
      <source>the server could not be reached, or refused the connection</source>
      <translation>serwer nie odpowiada albo odmówił połączenia</translation>
    </message>
    <message>
      <source>the server could not be reached</source>
      <translation>serwer nie odpowiada</translation>
    </message>
    <message>
      <source>this PC's role may not use the room</source>
      <translation>rola tego komputera nie ma prawa korzystać z sali</translation>
    </message>
    <message>
      <source>the database is not a floorapp room, or holds other tables (nothing was changed)</source>
      <translation>baza danych nie jest salą floorapp albo zawiera inne tabele (nic nie zmieniono)</translation>
    </message>
    <message>
      <source>the server is busy</source>
      <translation>serwer jest zajęty</translation>
    </message>
    <message>
      <source>the server's disk is full</source>
      <translation>dysk serwera jest pełny</translation>
    </message>
    <message>
      <source>floorapp cannot use this room: {why}.</source>
      <translation>floorapp nie może użyć tej sali: {why}.</translation>
    </message>
    <message>
      <source>Details: {details}</source>
      <translation>Szczegóły: {details}</translation>
    </message>
    <message>
      <source>{reason} This window stays on its room and nothing was saved.</source>
      <translation>{reason} To okno zostaje na swojej sali i nic nie zapisano.</translation>
    </message>
  </context>
  <context>
    <name>Rule</name>
    <message>
      <source>House decision {rule}.</source>
      <translation>Decyzja kasyna {rule}.</translation>
    </message>
    <message>
      <source>First the button and the zone are set, then who can play: two make a heads-up hand, fewer make no hand.</source>
      <translation>Najpierw ustala się button i strefę, potem to, kto może grać: dwóch graczy daje rozdanie heads-up, mniej – brak rozdania.</translation>
    </message>
    <message>
      <source>Dead button: the big blind moves on one player every hand and the other positions follow it.</source>
      <translation>Martwy button: duży blind przesuwa się w każdym rozdaniu o jednego gracza, a pozostałe pozycje podążają za nim.</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it.</source>
      <translation>Duży blind przechodzi na następnego gracza po dużym blindzie z poprzedniego rozdania, który może go wziąć.</translation>
    </message>
    <message>
      <source>The small blind is on last hand's big-blind seat; if that player is gone it is dead.</source>
      <translation>Mały blind jest na miejscu dużego blinda z poprzedniego rozdania; jeśli tego gracza już nie ma, mały blind jest martwy.</translation>
    </message>
    <message>
      <source>The button goes to last hand's small-blind seat, even if nobody plays there: then it is a dead button.</source>
      <translation>Button przechodzi na miejsce małego blinda z poprzedniego rozdania, nawet jeśli nikt tam nie gra: wtedy jest to martwy button.</translation>
    </message>
    <message>
      <source>An away player the big blind skips owes both blinds; one on the small-blind seat owes the small blind.</source>
      <translation>Nieobecny gracz, którego pomija duży blind, jest winien oba blindy; nieobecny na miejscu małego blinda jest winien małego blinda.</translation>
    </message>
    <message>
      <source>With three blinds each position moves up to where the next larger one was.</source>
      <translation>Przy trzech blindach każda pozycja przesuwa się tam, gdzie była następna, większa.</translation>
    </message>
    <message>
      <source>Simplified button: the button always moves to the next active player.</source>
      <translation>Uproszczony button: button zawsze przechodzi na następnego aktywnego gracza.</translation>
    </message>
    <message>
      <source>The button moves to the next active player after last hand's button.</source>
      <translation>Button przechodzi na następnego aktywnego gracza po buttonie z poprzedniego rozdania.</translation>
    </message>
    <message>
      <source>The blinds follow the button to the next players; nobody posts twice.</source>
      <translation>Blindy idą za buttonem do kolejnych graczy; nikt nie stawia dwa razy.</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes it; one passed by the big blind owes the big blind.</source>
      <translation>Nieobecny gracz, którego minął mały blind, jest go winien; ten, którego minął duży blind, jest winien dużego blinda.</translation>
    </message>
    <message>
      <source>Missed blinds are owed, and made up when the player comes back.</source>
      <translation>Ominięte blindy pozostają do zapłaty i są uzupełniane, gdy gracz wraca.</translation>
    </message>
    <message>
      <source>Nobody comes into the game between the button and the small blind: a player there waits until the button has passed.</source>
      <translation>Nikt nie wchodzi do gry między buttonem a małym blindem: gracz na takim miejscu czeka, aż przejdzie button.</translation>
    </message>
    <message>
      <source>Posting now: up to one big blind live, the rest dead, and the player plays at once.</source>
      <translation>Stawianie od razu: najwyżej jeden duży blind jako żywy, reszta jako martwa, i gracz od razu gra.</translation>
    </message>
    <message>
      <source>Waiting for the big blind: the player comes in when it arrives and posts only the big blind.</source>
      <translation>Czekanie na dużego blinda: gracz wchodzi do gry, gdy blind do niego dojdzie, i stawia tylko dużego blinda.</translation>
    </message>
    <message>
      <source>Behind the button: the player lets the blinds and the button pass, then posts what is owed.</source>
      <translation>Za buttonem: gracz przepuszcza blindy i buttona, potem stawia zaległe blindy.</translation>
    </message>
    <message>
      <source>An away player keeps the missed-blind button; if fewer than two players owe nothing, all debts are forgiven.</source>
      <translation>Nieobecny gracz zachowuje znacznik ominiętego blinda; jeśli mniej niż dwóch graczy jest bez zaległości, wszystkie zaległości zostają darowane.</translation>
    </message>
    <message>
      <source>Dealt in without posting what is owed: a dead hand before any action, else the post is due next hand.</source>
      <translation>Karty rozdane przed uzupełnieniem zaległości: ręka martwa przed jakąkolwiek akcją, inaczej zaległość stawia się w następnym rozdaniu.</translation>
    </message>
    <message>
      <source>Moving button: the button always goes to a player, and the blinds are adjusted when someone leaves.</source>
      <translation>Ruchomy button: button zawsze trafia do gracza, a blindy są korygowane, gdy ktoś odchodzi.</translation>
    </message>
    <message>
      <source>The player due the big blind is gone: the player after that seat posts it, the player before it the small blind.</source>
      <translation>Gracz, na którego przypadał duży blind, odszedł: stawia go gracz za tym miejscem, a gracz przed nim — małego blinda.</translation>
    </message>
    <message>
      <source>The player due the small blind is gone: that small blind is dead, and next hand the button posts a small blind.</source>
      <translation>Gracza, który miał postawić małego blinda, już nie ma: ten mały blind jest martwy, a w następnym rozdaniu button stawia małego blinda.</translation>
    </message>
    <message>
      <source>The player due the button is gone: last hand's big blind takes the button with a small blind, and two big blinds follow.</source>
      <translation>Gracza, który miał dostać buttona, już nie ma: duży blind z poprzedniego rozdania bierze buttona z małym blindem, a po nim idą dwa duże blindy.</translation>
    </message>
    <message>
      <source>Any other departure: no dead button, and every player meets each blind once a round.</source>
      <translation>Każde inne odejście: bez martwego buttona, a każdy gracz trafia na każdy blind raz na okrążenie.</translation>
    </message>
    <message>
      <source>Heads-up play, and the change to and from it.</source>
      <translation>Gra heads-up oraz przejście do niej i z niej.</translation>
    </message>
    <message>
      <source>Heads-up, the button posts the small blind and acts first before the flop.</source>
      <translation>W heads-up button stawia małego blinda i działa pierwszy przed flopem.</translation>
    </message>
    <message>
      <source>Heads-up, the big blind goes to the other player, so nobody has it twice in a row.</source>
      <translation>W heads-up duży blind przechodzi na drugiego gracza, więc nikt nie ma go dwa razy z rzędu.</translation>
    </message>
    <message>
      <source>A player who sits down during heads-up play comes in once outside the zone.</source>
      <translation>Gracz, który siada podczas gry heads-up, wchodzi do gry, gdy jego miejsce jest poza strefą.</translation>
    </message>
    <message>
      <source>New players and a new game.</source>
      <translation>Nowi gracze i nowa gra.</translation>
    </message>
    <message>
      <source>A new player outside the zone posts a big blind to play at once, or waits for the big blind.</source>
      <translation>Nowy gracz poza strefą stawia dużego blinda, aby grać od razu, albo czeka na dużego blinda.</translation>
    </message>
    <message>
      <source>A player who busts and buys in again owes the missed blinds and is not a new player.</source>
      <translation>Gracz, który stracił wszystkie żetony i dokupił, jest winien ominięte blindy i nie jest nowym graczem.</translation>
    </message>
    <message>
      <source>A new game: the blinds start after the button that was drawn, and nobody posts to come in.</source>
      <translation>Nowa gra: blindy zaczynają się po wylosowanym buttonie i nikt nie stawia, aby wejść do gry.</translation>
    </message>
    <message>
      <source>A short-handed game: a new player's first hand is free.</source>
      <translation>Niepełny stół: pierwsze rozdanie nowego gracza jest darmowe.</translation>
    </message>
    <message>
      <source>The button passed this new player, away, before any post: pick the player up and give the seat to the next on the list.</source>
      <translation>Button minął tego nowego gracza, nieobecnego, przed jakąkolwiek stawką: usunąć gracza z miejsca i dać miejsce następnemu z listy oczekujących.</translation>
    </message>
    <message>
      <source>Seat changes.</source>
      <translation>Zmiany miejsc.</translation>
    </message>
    <message>
      <source>A seat change is free if it takes the player no further from the big blind; otherwise the player waits those hands or posts.</source>
      <translation>Zmiana miejsca jest darmowa, jeśli nie oddala gracza od dużego blinda; w przeciwnym razie gracz przeczekuje te rozdania albo stawia.</translation>
    </message>
    <message>
      <source>A seat change is free past at most two players; a longer one means posting or waiting for the big blind.</source>
      <translation>Zmiana miejsca o najwyżej dwóch graczy jest darmowa; dalsza oznacza postawienie albo czekanie na dużego blinda.</translation>
    </message>
    <message>
      <source>Nobody moves off the button seat on the button hand.</source>
      <translation>Nikt nie zmienia miejsca z buttona w rozdaniu na buttonie.</translation>
    </message>
    <message>
      <source>Moving into the big-blind seat plays at once; moving into the button or small-blind seat waits for the button to pass.</source>
      <translation>Kto zmienia miejsce na miejsce dużego blinda, gra od razu; kto na miejsce buttona lub małego blinda, czeka, aż przejdzie button.</translation>
    </message>
    <message>
      <source>A player who moves after the button hand is never charged and comes back in behind the button.</source>
      <translation>Gracz, który zmienia miejsce po rozdaniu na buttonie, nigdy nie płaci i wraca do gry za buttonem.</translation>
    </message>
    <message>
      <source>Missed blinds move with the player to the new seat.</source>
      <translation>Ominięte blindy przechodzą razem z graczem na nowe miejsce.</translation>
    </message>
    <message>
      <source>A straddle is twice the big blind: live under the gun, where the action then starts after it; a sleeper elsewhere, not live.</source>
      <translation>Straddle to dwukrotność dużego blinda: żywy na pozycji UTG, skąd akcja zaczyna się wtedy po nim; sleeper na innej pozycji, nie żywy.</translation>
    </message>
    <message>
      <source>A new player who stepped away before the first hand owes only the entry post.</source>
      <translation>Nowy gracz, który odszedł od stołu przed pierwszym rozdaniem, jest winien tylko stawkę wejściową.</translation>
    </message>
    <message>
      <source>An away player cannot change seats until back.</source>
      <translation>Nieobecny gracz nie może zmienić miejsca przed powrotem.</translation>
    </message>
    <message>
      <source>A new player who moves is still new: the new choice replaces the first.</source>
      <translation>Nowy gracz po zmianie miejsca pozostaje nowy: nowy wybór zastępuje pierwszy.</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused before the target seat is looked at.</source>
      <translation>Zmiana miejsca z pustego miejsca jest odrzucana, zanim zostanie sprawdzone miejsce docelowe.</translation>
    </message>
    <message>
      <source>A player who deals off into a blind seat waits for the button, then plays free.</source>
      <translation>Gracz, który schodzi z buttona na miejsce blinda, czeka na buttona, a potem gra za darmo.</translation>
    </message>
    <message>
      <source>Only a player who played the hand can bust.</source>
      <translation>Tylko gracz, który grał w rozdaniu, może stracić wszystkie żetony.</translation>
    </message>
    <message>
      <source>A redeal repeats positions and posts; whoever has left since is not dealt in.</source>
      <translation>Ponowne rozdanie powtarza pozycje i stawki; kto w międzyczasie odszedł, nie dostaje kart.</translation>
    </message>
    <message>
      <source>A redeal after a misdeal takes nobody new.</source>
      <translation>Ponowne rozdanie po błędnym rozdaniu nie przyjmuje nowych graczy.</translation>
    </message>
    <message>
      <source>Before the first hand there are no positions to correct.</source>
      <translation>Przed pierwszym rozdaniem nie ma pozycji do poprawienia.</translation>
    </message>
    <message>
      <source>A present player who still owes blinds has come back and chosen to post.</source>
      <translation>Obecny gracz, który nadal jest winien blindy, wrócił i wybrał postawienie.</translation>
    </message>
    <message>
      <source>A player due to come in behind the button counts as a player for heads-up.</source>
      <translation>Gracz, który ma wejść za buttonem, liczy się jako gracz przy heads-up.</translation>
    </message>
    <message>
      <source>Heads-up, a newcomer on the button posts the small blind and plays.</source>
      <translation>W heads-up nowy gracz na buttonie stawia małego blinda i gra.</translation>
    </message>
    <message>
      <source>A player back owing nothing plays at once; if hands went by during the absence, the player comes in outside the zone.</source>
      <translation>Gracz, który wrócił i nic nie jest winien, gra od razu; jeśli podczas nieobecności odbyły się rozdania, gracz wchodzi poza strefą.</translation>
    </message>
    <message>
      <source>With three blinds, a big blind to post means the largest blind.</source>
      <translation>Przy trzech blindach duży blind do postawienia oznacza największy blind.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players: the smallest and the largest are posted.</source>
      <translation>Trzy blindy przy dwóch lub trzech graczach: stawia się najmniejszy i największy.</translation>
    </message>
    <message>
      <source>Simplified or moving button with three blinds: each blind goes to the next player; nobody enters between the blinds.</source>
      <translation>Uproszczony lub ruchomy button przy trzech blindach: każdy blind idzie do następnego gracza; nikt nie wchodzi między blindy.</translation>
    </message>
    <message>
      <source>Button and small-blind players both left: the next player takes the button and a small blind; two big blinds follow.</source>
      <translation>Gracze buttona i małego blinda odeszli: następny gracz bierze button i małego blinda; po nim dwa duże blindy.</translation>
    </message>
    <message>
      <source>A big blind who steps away during R-42 is passed: the next player posts it.</source>
      <translation>Duży blind, który odchodzi od stołu w sytuacji R-42, zostaje pominięty: stawia go następny gracz.</translation>
    </message>
    <message>
      <source>Two players away before the big blind: both owe, the next player posts it.</source>
      <translation>Dwóch graczy nieobecnych przed dużym blindem: obaj są winni, a stawia go następny gracz.</translation>
    </message>
    <message>
      <source>Last hand's big blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>Duży blind z poprzedniego rozdania, zmieniając miejsce, zostawia martwego małego blinda i stawia go jako martwą stawkę na nowym miejscu.</translation>
    </message>
    <message>
      <source>A new player who plays free in a new game takes the blinds in turn.</source>
      <translation>Nowy gracz, który gra za darmo w nowej grze, stawia blindy po kolei.</translation>
    </message>
    <message>
      <source>If the player who drew the button leaves, the next player clockwise takes it.</source>
      <translation>Jeśli gracz, który wylosował buttona, odejdzie, bierze go następny gracz zgodnie z ruchem wskazówek zegara.</translation>
    </message>
    <message>
      <source>A straddle needs the house's leave: live under the gun, a sleeper elsewhere.</source>
      <translation>Straddle wymaga zgody kasyna: żywy na pozycji UTG, sleeper na innej pozycji.</translation>
    </message>
    <message>
      <source>Button blind: the smallest blind is posted on the button.</source>
      <translation>Blind na buttonie: najmniejszy blind stawia się na buttonie.</translation>
    </message>
    <message>
      <source>A single blind is the big blind; there is no small blind.</source>
      <translation>Pojedynczy blind jest dużym blindem; nie ma małego blinda.</translation>
    </message>
    <message>
      <source>A seat-change wait keeps counting while the player is away.</source>
      <translation>Czekanie po zmianie miejsca liczy się dalej, gdy gracz jest nieobecny.</translation>
    </message>
    <message>
      <source>A player never dealt in cannot have had last hand's big blind.</source>
      <translation>Gracz, który nie dostał kart, nie mógł mieć dużego blinda w poprzednim rozdaniu.</translation>
    </message>
    <message>
      <source>Moving button with nobody on the small-blind seat: the next player posts a small blind on the button.</source>
      <translation>Ruchomy button, a na miejscu małego blinda nikogo nie ma: następny gracz stawia małego blinda na buttonie.</translation>
    </message>
    <message>
      <source>New house rules keep the positions; another number of blinds starts a new game with the button where it was.</source>
      <translation>Nowe zasady kasyna zachowują pozycje; inna liczba blindów zaczyna nową grę z buttonem tam, gdzie był.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind while blinds are owed: one live big blind pays for both, the dead part is added.</source>
      <translation>Zmiana miejsca kosztująca dużego blinda przy zaległych blindach: jeden żywy duży blind pokrywa jedno i drugie, martwą część się dolicza.</translation>
    </message>
    <message>
      <source>When waiting for the button would leave no game, nobody waits for it.</source>
      <translation>Gdy czekanie na buttona nie zostawiłoby żadnej gry, nikt na niego nie czeka.</translation>
    </message>
    <message>
      <source>Too few players of the last hand are left: the players coming in join the rotation.</source>
      <translation>Zostało za mało graczy z poprzedniego rozdania: wchodzący gracze dołączają do rotacji.</translation>
    </message>
    <message>
      <source>A player picked up leaves the table; the chips are racked at the podium and the seat is locked up for the list.</source>
      <translation>Usunięty z miejsca gracz odchodzi od stołu; jego żetony są przechowywane przy recepcji, a miejsce zostaje zarezerwowane dla listy oczekujących.</translation>
    </message>
    <message>
      <source>A missed blind brought from another table of the game is owed: the entry post is its live big blind, the dead part is added.</source>
      <translation>Ominięty blind przeniesiony z innego stołu tej samej gry trzeba uzupełnić: stawka wejściowa jest jego żywym dużym blindem, martwa część dochodzi.</translation>
    </message>
    <message>
      <source>An open seat goes first to the must-move player there longest, then to table changes, then to the list.</source>
      <translation>Wolne miejsce dostaje najpierw gracz stołu obowiązkowego przejścia siedzący tam najdłużej, potem zmiany stołu, potem lista oczekujących.</translation>
    </message>
    <message>
      <source>A broken table's players draw the open seats of the game, or take them in seat order; the rest go to the top of the list.</source>
      <translation>Gracze rozwiązanego stołu losują wolne miejsca gry albo zajmują je w kolejności miejsc; reszta trafia na początek listy oczekujących.</translation>
    </message>
    <message>
      <source>A called player's seat is locked up for the call timer; a no-show goes to the bottom of the list or off it.</source>
      <translation>Miejsce wezwanego gracza jest rezerwacją na czas wezwania; gracz, który się nie stawił, trafia na koniec listy oczekujących albo z niej wypada.</translation>
    </message>
    <message>
      <source>A seating or a move from the list is undone as one, while no table has moved on since.</source>
      <translation>Posadzenie lub przeniesienie gracza z listy cofa się w całości, dopóki przy żadnym stole nie było nowej akcji.</translation>
    </message>
    <message>
      <source>A table change moves a player who is at the table; away, the player moves once back.</source>
      <translation>Zmiana stołu przesadza gracza obecnego przy stole; nieobecny przesiada się po powrocie.</translation>
    </message>
    <message>
      <source>A player who moves into the button or small-blind seat may wait instead of posting: the button passes first, then the hands the move cost.</source>
      <translation>Gracz, który przesiada się na miejsce buttona lub małego blinda, może czekać zamiast stawiać: najpierw aż minie button, potem tyle rozdań, ile kosztowała zmiana miejsca.</translation>
    </message>
    <message>
      <source>With three blinds, last hand's middle blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>Przy trzech blindach środkowy blind z poprzedniego rozdania, zmieniając miejsce, zostawia martwego małego blinda i stawia go jako martwą stawkę na nowym miejscu.</translation>
    </message>
    <message>
      <source>The big blind went by a player waiting for it, so it reached that player, who posts a big blind and plays once outside the zone.</source>
      <translation>Duży blind minął gracza, który na niego czekał, więc do niego dotarł: gracz stawia dużego blinda i gra, gdy tylko jest poza strefą.</translation>
    </message>
    <message>
      <source>The first player to act sits left of the last blind posted.</source>
      <translation>Pierwszy do akcji siedzi na lewo od ostatniego postawionego blinda.</translation>
    </message>
    <message>
      <source>The big blind moves to the next player after last hand's big blind; the small blind and the button follow, dead where nobody sits.</source>
      <translation>Duży blind przechodzi do następnego gracza po dużym blindzie poprzedniego rozdania; mały blind i button idą za nim, martwe tam, gdzie nikt nie siedzi.</translation>
    </message>
    <message>
      <source>A player eliminated in the blinds or on the button leaves his position dead for the next deal.</source>
      <translation>Gracz wyeliminowany na blindzie lub na buttonie zostawia swoją pozycję martwą na następne rozdanie.</translation>
    </message>
    <message>
      <source>Heads-up the button posts the small blind and acts first; the big blind goes to the player who did not have it.</source>
      <translation>W heads-upie button stawia małego blinda i działa pierwszy; duży blind przypada graczowi, który go nie miał.</translation>
    </message>
    <message>
      <source>The ante is posted dead: by every seat dealt in, or in full by the big blind with a big-blind ante.</source>
      <translation>Ante stawia się jako martwe: każde miejsce biorące udział w rozdaniu albo w całości duży blind przy ante dużego blinda.</translation>
    </message>
    <message>
      <source>A new level applies at each table from its next hand.</source>
      <translation>Nowy poziom obowiązuje przy każdym stole od jego następnego rozdania.</translation>
    </message>
    <message>
      <source>The first button is where the high card fell; every seated player is dealt in on the first hand.</source>
      <translation>Pierwszy button jest tam, gdzie padła najwyższa karta; w pierwszym rozdaniu karty dostaje każdy siedzący gracz.</translation>
    </message>
    <message>
      <source>An absent player is dealt in and his blinds and antes are posted for him.</source>
      <translation>Nieobecny gracz dostaje karty, a jego blindy i ante są stawiane za niego.</translation>
    </message>
    <message>
      <source>An absent player's hand is killed unless he is at his seat when the last card of the deal is dealt.</source>
      <translation>Ręka nieobecnego gracza jest unieważniana, jeśli nie jest on na miejscu, gdy rozdawana jest ostatnia karta rozdania.</translation>
    </message>
    <message>
      <source>A player on penalty is dealt in and blinded off like an absent player until his hands are served.</source>
      <translation>Gracz ukarany dostaje karty i płaci blindy jak gracz nieobecny, dopóki nie odbędzie karnych rozdań.</translation>
    </message>
    <message>
      <source>A player who joins the table plays at once, except in the seats between the button and the small blind.</source>
      <translation>Gracz, który dołącza do stołu, gra od razu, z wyjątkiem miejsc między buttonem a małym blindem.</translation>
    </message>
    <message>
      <source>A joiner on the seat of a dead small blind posts it; on a dead button's seat he takes the button.</source>
      <translation>Dołączający gracz na miejscu martwego małego blinda stawia go; na miejscu martwego buttona dostaje button.</translation>
    </message>
    <message>
      <source>A re-entry is a new entry: his old seat opens and he draws a new one.</source>
      <translation>Ponowne wejście to nowe wejście: jego dawne miejsce się zwalnia, a on losuje nowe.</translation>
    </message>
    <message>
      <source>A player found out of his assigned seat is moved to it; the hands he played there stand.</source>
      <translation>Gracza znalezionego poza przydzielonym miejscem przesadza się na nie; rozdania, które tam zagrał, pozostają ważne.</translation>
    </message>
    <message>
      <source>The fullest and the shortest table stay within the spread the house sets; past it a player moves.</source>
      <translation>Najpełniejszy i najmniej liczny stół mieszczą się w różnicy ustalonej przez kasyno; gdy ją przekroczą, gracz zmienia stół.</translation>
    </message>
    <message>
      <source>A table three short of the fullest stops dealing when its big blind would pass an open seat.</source>
      <translation>Stół, przy którym jest o trzech graczy mniej niż przy najpełniejszym, wstrzymuje rozdania, gdy jego duży blind ominąłby wolne miejsce.</translation>
    </message>
    <message>
      <source>The player comes from the fullest table first in the breaking order.</source>
      <translation>Gracz przychodzi z najpełniejszego stołu, pierwszego w kolejności rozwiązywania stołów.</translation>
    </message>
    <message>
      <source>The player who would post the big blind next at the giving table is the one who moves.</source>
      <translation>Stół zmienia ten gracz, który jako następny stawiałby dużego blinda przy stole oddającym.</translation>
    </message>
    <message>
      <source>The moved player takes the open seat the big blind reaches soonest, never the small blind.</source>
      <translation>Przeniesiony gracz zajmuje wolne miejsce, do którego duży blind dojdzie najszybciej, nigdy miejsce małego blinda.</translation>
    </message>
    <message>
      <source>Tables close in the order fixed before play, once their players fit the other tables' open seats.</source>
      <translation>Stoły są rozwiązywane w kolejności ustalonej przed grą, gdy tylko ich gracze mieszczą się na wolnych miejscach pozostałych stołów.</translation>
    </message>
    <message>
      <source>The broken table's players draw their new seats at random; the draw is recorded.</source>
      <translation>Gracze z rozwiązanego stołu losują nowe miejsca; losowanie jest zapisywane.</translation>
    </message>
    <message>
      <source>A player from a broken table plays his new seat at once, except between the button and the small blind.</source>
      <translation>Gracz z rozwiązanego stołu gra na nowym miejscu od razu, z wyjątkiem miejsc między buttonem a małym blindem.</translation>
    </message>
    <message>
      <source>When the players left fit one table, every seat and the button are drawn again.</source>
      <translation>Gdy pozostali gracze mieszczą się przy jednym stole, wszystkie miejsca i button losuje się od nowa.</translation>
    </message>
    <message>
      <source>Hand-for-hand, every table deals one hand and waits until all have finished it.</source>
      <translation>W trybie rozdanie po rozdaniu każdy stół rozdaje jedno rozdanie i czeka, aż skończą je wszystkie.</translation>
    </message>
    <message>
      <source>Players eliminated together share their places, unless their start-of-hand stacks are entered: the larger finishes higher.</source>
      <translation>Gracze wyeliminowani razem dzielą miejsca, chyba że wpisano ich stacki z początku rozdania: większy kończy wyżej.</translation>
    </message>
    <message>
      <source>The floor puts a wrong button or blind right; a misdealt hand is dealt again with the same button and blinds.</source>
      <translation>Floor poprawia źle położony button lub blind; błędne rozdanie rozdaje się ponownie z tym samym buttonem i tymi samymi blindami.</translation>
    </message>
    <message>
      <source>The clock runs the house's levels and breaks; the floor starts, pauses, resumes or sets it.</source>
      <translation>Zegar odmierza poziomy i przerwy ustalone przez kasyno; floor go uruchamia, zatrzymuje, wznawia lub przestawia.</translation>
    </message>
  </context>
  <context>
    <name>Rulebook</name>
    <message>
      <source>Rulebook</source>
      <translation>Regulamin</translation>
    </message>
    <message>
      <source>Find a rule id (R-11, F-13) or any words</source>
      <translation>Szukaj numeru reguły (R-11, F-13) lub dowolnych słów</translation>
    </message>
    <message>
      <source>Find in the rulebook</source>
      <translation>Szukaj w regulaminie</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Znajdź następny</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Zamknij</translation>
    </message>
    <message>
      <source>The rulebook</source>
      <translation>Regulamin</translation>
    </message>
    <message>
      <source>The rulebook is missing from this installation: {why}</source>
      <translation>W tej instalacji brakuje regulaminu: {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the rulebook.</source>
      <translation>„{text}” nie występuje w regulaminie.</translation>
    </message>
  </context>
  <context>
    <name>Seat</name>
    <message>
      <source>Seat {number}</source>
      <translation>Miejsce {number}</translation>
    </message>
    <message>
      <source>first to act</source>
      <translation>pierwszy do akcji</translation>
    </message>
    <message>
      <source>Seat {number} {name}</source>
      <translation>Miejsce {number} {name}</translation>
    </message>
    <message numerus="yes">
      <source>held %n minute(s)</source>
      <translation>
        <numerusform>zarezerwowane od %n minuty</numerusform>
        <numerusform>zarezerwowane od %n minut</numerusform>
        <numerusform>zarezerwowane od %n minut</numerusform>
      </translation>
    </message>
    <message>
      <source>held for {name}, called from the list</source>
      <translation>zarezerwowane dla gracza {name}, wezwanego z listy oczekujących</translation>
    </message>
    <message numerus="yes">
      <source>%n minute(s) ago</source>
      <translation>
        <numerusform>%n minutę temu</numerusform>
        <numerusform>%n minuty temu</numerusform>
        <numerusform>%n minut temu</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the limit is %n minute(s)</source>
      <translation>
        <numerusform>limit to %n minuta</numerusform>
        <numerusform>limit to %n minuty</numerusform>
        <numerusform>limit to %n minut</numerusform>
      </translation>
    </message>
    <message>
      <source>time is up: mark {name} a no-show, or seat {name}</source>
      <translation>czas minął: oznacz niestawienie się gracza {name} albo posadź gracza {name}</translation>
    </message>
    <message>
      <source>time is up: call the next player</source>
      <translation>czas minął: wezwij następnego gracza</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Miejsce</translation>
    </message>
    <message>
      <source>seat</source>
      <translation>miejsce</translation>
    </message>
    <message>
      <source>table {number}</source>
      <translation>stół {number}</translation>
    </message>
  </context>
  <context>
    <name>SeatMenu</name>
    <message>
      <source>Seat {name} (called)…</source>
      <translation>Posadź wezwanego: {name}…</translation>
    </message>
    <message>
      <source>Cancel the call of {name}</source>
      <translation>Odwołaj wezwanie: {name}</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>{key}: not a house rule.</source>
      <translation>{key}: to nie jest zasada kasyna.</translation>
    </message>
    <message>
      <source>{key}: not one of the choices.</source>
      <translation>{key}: to nie jest żadna z dostępnych możliwości.</translation>
    </message>
    <message>
      <source>{key}: give one, two or three amounts, e.g. 1/2 or 1/2/5.</source>
      <translation>{key}: podaj jedną, dwie lub trzy kwoty, np. 1/2 albo 1/2/5.</translation>
    </message>
    <message>
      <source>{key}: every amount must be a whole number above 0.</source>
      <translation>{key}: każda kwota musi być liczbą całkowitą większą od 0.</translation>
    </message>
    <message>
      <source>{key}: list the amounts smallest first, e.g. 1/2.</source>
      <translation>{key}: podaj kwoty od najmniejszej, np. 1/2.</translation>
    </message>
    <message>
      <source>{key}: a blind on the button needs at least two blinds.</source>
      <translation>{key}: blind na buttonie wymaga co najmniej dwóch blindów.</translation>
    </message>
    <message>
      <source>{key}: must be yes or no.</source>
      <translation>{key}: musi być tak albo nie.</translation>
    </message>
    <message>
      <source>{key}: a number of players from 0 (off) to {high}.</source>
      <translation>{key}: liczba graczy od 0 (wyłączone) do {high}.</translation>
    </message>
    <message>
      <source>{key}: a table has {low} to {high} seats.</source>
      <translation>{key}: stół ma od {low} do {high} miejsc.</translation>
    </message>
    <message>
      <source>{key}: a whole number of minutes from {low} to {high}.</source>
      <translation>{key}: pełna liczba minut od {low} do {high}.</translation>
    </message>
  </context>
  <context>
    <name>Status</name>
    <message>
      <source>PICK UP</source>
      <translation>USUNĄĆ</translation>
    </message>
    <message>
      <source>AWAY</source>
      <translation>NIEOBECNY</translation>
    </message>
    <message>
      <source>BUSTED</source>
      <translation>BEZ ŻETON.</translation>
    </message>
    <message>
      <source>EMPTY</source>
      <translation>WOLNE</translation>
    </message>
    <message>
      <source>LOCKED</source>
      <translation>ZAREZ.</translation>
    </message>
    <message>
      <source>WAITS BB</source>
      <translation>CZEKA: BB</translation>
    </message>
    <message>
      <source>DEALT OFF</source>
      <translation>PO BTN</translation>
    </message>
    <message>
      <source>WAITS BTN</source>
      <translation>CZEKA: BTN</translation>
    </message>
    <message>
      <source>BEHIND BTN</source>
      <translation>ZA BTN</translation>
    </message>
    <message>
      <source>NEW SEAT</source>
      <translation>PO ZMIANIE</translation>
    </message>
    <message>
      <source>NO REDEAL</source>
      <translation>POZA POWT.</translation>
    </message>
    <message>
      <source>WAITING</source>
      <translation>CZEKA</translation>
    </message>
    <message>
      <source>WILL POST</source>
      <translation>POSTAWI</translation>
    </message>
    <message>
      <source>will post next hand</source>
      <translation>postawi w następnym rozdaniu</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>czeka na dużego blinda</translation>
    </message>
    <message>
      <source>waits to post behind the button</source>
      <translation>czeka, by postawić za buttonem</translation>
    </message>
    <message>
      <source>waits {hands} after a seat change</source>
      <translation>czeka {hands} po zmianie miejsca</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>czeka</translation>
    </message>
    <message>
      <source>away, to be picked up: the button passed before any post</source>
      <translation>nieobecny, do usunięcia z miejsca: button minął przed jakąkolwiek stawką</translation>
    </message>
    <message>
      <source>active</source>
      <translation>aktywny</translation>
    </message>
    <message>
      <source>away</source>
      <translation>nieobecny</translation>
    </message>
    <message>
      <source>busted</source>
      <translation>bez żetonów</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>wolne</translation>
    </message>
    <message>
      <source>locked up</source>
      <translation>zarezerwowane</translation>
    </message>
    <message>
      <source>TIME UP</source>
      <translation>MINĘŁO</translation>
    </message>
    <message>
      <source>CALLED</source>
      <translation>WEZWANY</translation>
    </message>
    <message>
      <source>TIME UP {minutes}/{limit} min</source>
      <translation>MINĘŁO {minutes}/{limit} min</translation>
    </message>
    <message>
      <source>CALLED {minutes}/{limit} min</source>
      <translation>WEZWANY {minutes}/{limit} min</translation>
    </message>
  </context>
  <context>
    <name>Storage</name>
    <message>
      <source>the data folder or the room file may not be written</source>
      <translation>nie można zapisywać w folderze danych lub w pliku sali</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>dysk jest pełny</translation>
    </message>
    <message>
      <source>the room file is damaged</source>
      <translation>plik sali jest uszkodzony</translation>
    </message>
    <message>
      <source>another program holds the room file</source>
      <translation>inny program blokuje plik sali</translation>
    </message>
    <message>
      <source>the data folder cannot be created, or is not a folder</source>
      <translation>nie można utworzyć folderu danych albo nie jest on folderem</translation>
    </message>
    <message>
      <source>the room file was written by a newer floorapp</source>
      <translation>plik sali został zapisany przez nowszą wersję floorapp</translation>
    </message>
    <message>
      <source>the disk reported an error</source>
      <translation>dysk zgłosił błąd</translation>
    </message>
    <message>
      <source>the room's server cannot be reached</source>
      <translation>serwer sali nie odpowiada</translation>
    </message>
    <message>
      <source>Not saved: {why} ({path}). Nothing was changed.</source>
      <translation>Nie zapisano: {why} ({path}). Nic nie zostało zmienione.</translation>
    </message>
    <message>
      <source>this PC's role on the room's server may only read the room</source>
      <translation>rola tego komputera na serwerze sali może tylko czytać salę</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved, and the server may have it or not.</source>
      <translation>Być może nie zapisano: połączenie z serwerem sali ({path}) zostało zerwane podczas zapisu i serwer mógł to otrzymać albo nie.</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved. As soon as the server is back, this screen asks it and says whether it was saved.</source>
      <translation>Być może nie zapisano: połączenie z serwerem sali ({path}) zostało zerwane podczas zapisu. Gdy tylko serwer znów odpowie, ten ekran go zapyta i powie, czy zapisano.</translation>
    </message>
    <message>
      <source>Saved after all: {action}. The room's server had it before the connection was lost.</source>
      <translation>Jednak zapisano: {action}. Serwer sali otrzymał to przed zerwaniem połączenia.</translation>
    </message>
    <message>
      <source>Not saved: {action}. The room's server never had it; nothing was changed.</source>
      <translation>Nie zapisano: {action}. Serwer sali nigdy tego nie otrzymał; nic nie zostało zmienione.</translation>
    </message>
    <message>
      <source>floorapp cannot open the room: {why} ({path}).</source>
      <translation>floorapp nie może otworzyć sali: {why} ({path}).</translation>
    </message>
    <message>
      <source>The room file {path} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp to use it.</source>
      <translation>Plik sali {path} został zapisany przez nowszą wersję floorapp (schemat {found}; ta wersja zna schematy do {known}). Nie został otwarty ani zmieniony: zainstaluj nowszą wersję floorapp, aby go używać.</translation>
    </message>
    <message>
      <source>The room file {path} is damaged ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Plik sali {path} jest uszkodzony ({reason}). Zachowano go bez zmian jako {kept} i rozpoczęto nową salę.</translation>
    </message>
    <message>
      <source>The room file {path} is not a floorapp room ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Plik sali {path} nie jest salą floorapp ({reason}). Zachowano go bez zmian jako {kept} i rozpoczęto nową salę.</translation>
    </message>
    <message>
      <source>This room address is read-only: the floor screen shows it and changes nothing. (This PC logs in to the room's server with a role that may only read, as a board's; to work the floor, log in with a staff role.)</source>
      <translation>Ten adres sali pozwala wyłącznie czytać: ten ekran pokazuje salę i niczego w niej nie zmienia. (Ten komputer loguje się do serwera sali rolą, która może tylko czytać, jak rola tablicy; aby prowadzić stoły, zaloguj się rolą personelu.)</translation>
    </message>
    <message>
      <source>The room address given in {source} holds a password, which every user of this PC can read (in the list of running programs, or in the environment). Give the address without it and put the password in ~/.pgpass, one line host:port:database:user:password, readable by you alone (chmod 600), or name a PostgreSQL service (service=NAME, kept in ~/.pg_service.conf).</source>
      <translation>Adres sali podany w {source} zawiera hasło, które może odczytać każdy użytkownik tego komputera (na liście uruchomionych programów albo w środowisku). Podaj adres bez hasła, a hasło zapisz w ~/.pgpass jako jeden wiersz host:port:baza:użytkownik:hasło, czytelny tylko dla ciebie (chmod 600), albo wskaż usługę PostgreSQL (service=NAZWA, opisaną w ~/.pg_service.conf).</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>DEALER</source>
      <translation>KRUPIER</translation>
    </message>
    <message>
      <source>Hand {number}</source>
      <translation>Rozdanie {number}</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Ponowne rozdanie</translation>
    </message>
    <message>
      <source>{minutes}/{limit} min</source>
      <translation>{minutes}/{limit} min</translation>
    </message>
    <message>
      <source>1ST</source>
      <translation>1.</translation>
    </message>
  </context>
  <context>
    <name>Training</name>
    <message>
      <source>&amp;Trainee:</source>
      <translation>&amp;Kursant:</translation>
    </message>
    <message>
      <source>New trainee's name</source>
      <translation>Imię nowego kursanta</translation>
    </message>
    <message>
      <source>&amp;Add trainee</source>
      <translation>&amp;Dodaj kursanta</translation>
    </message>
    <message>
      <source>&amp;Lessons</source>
      <translation>&amp;Lekcje</translation>
    </message>
    <message>
      <source>&amp;Quiz</source>
      <translation>&amp;Quiz</translation>
    </message>
    <message>
      <source>&amp;Progress</source>
      <translation>&amp;Postępy</translation>
    </message>
    <message>
      <source>&amp;Start the lesson</source>
      <translation>&amp;Rozpocznij lekcję</translation>
    </message>
    <message>
      <source>&amp;Button rule:</source>
      <translation>Reguła &amp;buttona:</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>Poziom &amp;trudności:</translation>
    </message>
    <message>
      <source>Quiz &amp;code:</source>
      <translation>&amp;Kod quizu:</translation>
    </message>
    <message>
      <source>At an event (tournament floor)</source>
      <translation>Na turnieju (floor turniejowy)</translation>
    </message>
    <message>
      <source>&amp;New code</source>
      <translation>&amp;Nowy kod</translation>
    </message>
    <message>
      <source>The same button rule, difficulty and quiz code always make the same quiz: note the code to give a trainee the same quiz again.</source>
      <translation>Ta sama reguła buttona, poziom trudności i kod quizu zawsze dają ten sam quiz: zanotuj kod, aby dać kursantowi ten sam quiz ponownie.</translation>
    </message>
    <message>
      <source>Start the qui&amp;z</source>
      <translation>Rozpo&amp;cznij quiz</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>Reguła</translation>
    </message>
    <message>
      <source>What it says</source>
      <translation>Treść</translation>
    </message>
    <message>
      <source>Checks</source>
      <translation>Sprawdzenia</translation>
    </message>
    <message>
      <source>Wrong</source>
      <translation>Błędne</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Wynik</translation>
    </message>
    <message>
      <source>E&amp;xport every attempt (CSV)…</source>
      <translation>Eksportuj &amp;wszystkie próby (CSV)…</translation>
    </message>
    <message>
      <source>Export the su&amp;mmary (CSV)…</source>
      <translation>Eksportuj podsu&amp;mowanie (CSV)…</translation>
    </message>
    <message>
      <source>{number}. {title}
{level} · rules {rules} · {deals}</source>
      <translation>{number}. {title}
{level} · reguły {rules} · {deals}</translation>
    </message>
    <message>
      <source>{title}
{topic} · {level} · {deals} · rules {rules}

{notes}</source>
      <translation>{title}
{topic} · {level} · {deals} · reguły {rules}

{notes}</translation>
    </message>
    <message>
      <source>{name}: {deals}, {score}. Weakest rules first.</source>
      <translation>{name}: {deals}, {score}. Najsłabsze reguły na początku.</translation>
    </message>
    <message>
      <source>Add a trainee to keep the progress.</source>
      <translation>Dodaj kursanta, aby zapisywać postępy.</translation>
    </message>
    <message>
      <source>{name} has not answered any deal yet.</source>
      <translation>{name}: jeszcze bez odpowiedzi na żadne rozdanie.</translation>
    </message>
    <message>
      <source>Back to the l&amp;ist</source>
      <translation>Powrót do &amp;listy</translation>
    </message>
    <message>
      <source>Place on the table</source>
      <translation>Ustaw na stole</translation>
    </message>
    <message>
      <source>Chec&amp;k</source>
      <translation>Sp&amp;rawdź</translation>
    </message>
    <message>
      <source>Grade this set-up (Ctrl+Enter)</source>
      <translation>Oceń to ustawienie (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>Wska&amp;zówka</translation>
    </message>
    <message>
      <source>About this exercise</source>
      <translation>O tym ćwiczeniu</translation>
    </message>
    <message>
      <source>See the &amp;result</source>
      <translation>Pokaż wyni&amp;k</translation>
    </message>
    <message>
      <source>&amp;Next deal</source>
      <translation>&amp;Następne rozdanie</translation>
    </message>
    <message>
      <source>Go on (Ctrl+Enter)</source>
      <translation>Dalej (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>Question {number} of {total}: balancing</source>
      <translation>Pytanie {number} z {total}: równoważenie stołów</translation>
    </message>
    <message>
      <source>Deal {number} of {total}</source>
      <translation>Rozdanie {number} z {total}</translation>
    </message>
    <message>
      <source>Your set-up</source>
      <translation>Twoje ustawienie</translation>
    </message>
    <message>
      <source>The right answer: who moves and the new seat are ringed</source>
      <translation>Prawidłowa odpowiedź: kto zmienia stół i nowe miejsce są zakreślone</translation>
    </message>
    <message>
      <source>The right answer: seats with a mistake are ringed</source>
      <translation>Poprawna odpowiedź: miejsca z błędem są obwiedzione</translation>
    </message>
    <message>
      <source>Show m&amp;y set-up</source>
      <translation>Pokaż moje &amp;ustawienie</translation>
    </message>
    <message>
      <source>Your set-up, as graded</source>
      <translation>Twoje ustawienie po ocenie</translation>
    </message>
    <message>
      <source>Show the right ans&amp;wer</source>
      <translation>Pokaż poprawną &amp;odpowiedź</translation>
    </message>
    <message>
      <source>Graded. Read why, then go on to the next deal.</source>
      <translation>Ocenione. Przeczytaj uzasadnienie, a potem przejdź do następnego rozdania.</translation>
    </message>
    <message>
      <source>Choose what to place, then click a seat.</source>
      <translation>Wybierz, co ustawić, a potem kliknij miejsce.</translation>
    </message>
    <message>
      <source>Since then:</source>
      <translation>Od tego czasu:</translation>
    </message>
    <message>
      <source>The rules that decide this deal: {rules}.</source>
      <translation>Reguły, które rozstrzygają to rozdanie: {rules}.</translation>
    </message>
    <message>
      <source>Choose what to place first.</source>
      <translation>Najpierw wybierz, co ustawić.</translation>
    </message>
    <message>
      <source>Post on {seat}</source>
      <translation>Stawka – {seat}</translation>
    </message>
    <message>
      <source>In short:</source>
      <translation>W skrócie:</translation>
    </message>
    <message>
      <source>{rule} · {title} (see above)</source>
      <translation>{rule} · {title} (zob. wyżej)</translation>
    </message>
    <message>
      <source>{rule} · {title}: {text}</source>
      <translation>{rule} · {title}: {text}</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>w rozdaniu</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>poza rozdaniem</translation>
    </message>
    <message>
      <source>a mistake here</source>
      <translation>tu jest błąd</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>Spróbuj &amp;jeszcze raz</translation>
    </message>
    <message>
      <source>&amp;Next lesson</source>
      <translation>Następna &amp;lekcja</translation>
    </message>
    <message>
      <source>Lesson finished: {title}</source>
      <translation>Lekcja zakończona: {title}</translation>
    </message>
    <message>
      <source>In all: {score}</source>
      <translation>Łącznie: {score}</translation>
    </message>
    <message>
      <source>Deal {number}: {score}</source>
      <translation>Rozdanie {number}: {score}</translation>
    </message>
    <message>
      <source>Rules to read again:</source>
      <translation>Reguły do powtórzenia:</translation>
    </message>
    <message>
      <source>{rule} · {title} ({wrong} wrong)</source>
      <translation>{rule} · {title} (błędne: {wrong})</translation>
    </message>
    <message>
      <source>floorapp — Dealer training</source>
      <translation>floorapp — Szkolenie krupierów</translation>
    </message>
    <message>
      <source>Check, then go on</source>
      <translation>Sprawdź, potem przejdź dalej</translation>
    </message>
    <message>
      <source>Close training</source>
      <translation>Zamknij szkolenie</translation>
    </message>
    <message>
      <source>There is already a trainee called {name}: chosen.</source>
      <translation>Kursant o imieniu {name} już istnieje: został wybrany.</translation>
    </message>
    <message>
      <source>{name} added.</source>
      <translation>Dodano: {name}.</translation>
    </message>
    <message>
      <source>Add a trainee first: type a name and press Add trainee.</source>
      <translation>Najpierw dodaj kursanta: wpisz imię i naciśnij Dodaj kursanta.</translation>
    </message>
    <message>
      <source>Export the summary</source>
      <translation>Eksportuj podsumowanie</translation>
    </message>
    <message>
      <source>Export every attempt</source>
      <translation>Eksportuj wszystkie próby</translation>
    </message>
    <message>
      <source>Not exported: {why}</source>
      <translation>Nie wyeksportowano: {why}</translation>
    </message>
    <message numerus="yes">
      <source>%n row(s) written to {path}.</source>
      <translation>
        <numerusform>Zapisano %n wiersz w {path}.</numerusform>
        <numerusform>Zapisano %n wiersze w {path}.</numerusform>
        <numerusform>Zapisano %n wierszy w {path}.</numerusform>
      </translation>
    </message>
    <message>
      <source>Progress cannot be kept: {why} You can still train as a guest.</source>
      <translation>Nie można zapisywać postępów: {why} Nadal możesz ćwiczyć jako gość.</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent}%</translation>
    </message>
    <message numerus="yes">
      <source>{points} of %n check(s) right ({percent})</source>
      <translation>
        <numerusform>{points} z %n sprawdzenia poprawnie ({percent})</numerusform>
        <numerusform>{points} z %n sprawdzeń poprawnie ({percent})</numerusform>
        <numerusform>{points} z %n sprawdzeń poprawnie ({percent})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s) answered</source>
      <translation>
        <numerusform>%n rozwiązane rozdanie</numerusform>
        <numerusform>%n rozwiązane rozdania</numerusform>
        <numerusform>%n rozwiązanych rozdań</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n rozdanie</numerusform>
        <numerusform>%n rozdania</numerusform>
        <numerusform>%n rozdań</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n mistake(s):</source>
      <translation>
        <numerusform>%n błąd:</numerusform>
        <numerusform>%n błędy:</numerusform>
        <numerusform>%n błędów:</numerusform>
      </translation>
    </message>
    <message>
      <source>Quiz</source>
      <translation>Quiz</translation>
    </message>
    <message>
      <source>Level {level}</source>
      <translation>Poziom {level}</translation>
    </message>
    <message>
      <source>Three deals at six to nine seats; players step away, come back, leave or sit down, one thing at most between two deals.</source>
      <translation>Trzy rozdania przy sześciu do dziewięciu miejscach; gracze odchodzą na chwilę, wracają, wychodzą lub siadają, najwyżej jedno zdarzenie między dwoma rozdaniami.</translation>
    </message>
    <message>
      <source>Four deals; also busts and rebuys, players posting behind the button, lock-ups released and other stakes; up to two things between deals.</source>
      <translation>Cztery rozdania; do tego utrata żetonów i dokupienia, gracze stawiający za buttonem, zwolnione rezerwacje i inne wysokości blindów; do dwóch zdarzeń między rozdaniami.</translation>
    </message>
    <message>
      <source>Five deals at up to ten seats; also seat changes and more players away; up to three things between deals.</source>
      <translation>Pięć rozdań przy maksymalnie dziesięciu miejscach; do tego zmiany miejsc i więcej nieobecnych graczy; do trzech zdarzeń między rozdaniami.</translation>
    </message>
    <message>
      <source>Three deals at an event's table: players absent and back, late registrants, eliminations, one between two deals; then one balancing move.</source>
      <translation>Trzy rozdania przy stole turniejowym: nieobecni i powracający gracze, późne rejestracje, eliminacje, jedno zdarzenie między rozdaniami; potem jedno przeniesienie dla równowagi.</translation>
    </message>
    <message>
      <source>Three deals with a big-blind ante and new levels, up to two things between deals; then one balancing move and the receiving table's deal.</source>
      <translation>Trzy rozdania z ante dużego blinda i nowymi poziomami, do dwóch zdarzeń między rozdaniami; potem jedno przeniesienie dla równowagi i rozdanie przy stole przyjmującym.</translation>
    </message>
    <message>
      <source>Four deals, any kind of ante, up to three things between deals; three tables, two balancing moves and the receiving table's deal.</source>
      <translation>Cztery rozdania, dowolne ante, do trzech zdarzeń między rozdaniami; trzy stoły, dwa przeniesienia dla równowagi i rozdanie przy stole przyjmującym.</translation>
    </message>
    <message>
      <source>Quiz at an event, difficulty {level}, code {seed}</source>
      <translation>Quiz na turnieju, poziom trudności {level}, kod {seed}</translation>
    </message>
    <message>
      <source>Quiz: {rule}, difficulty {level}, code {seed}</source>
      <translation>Quiz: {rule}, trudność {level}, kod {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: at an event, difficulty {level}, code {seed}</source>
      <translation>Quiz zakończony: na turnieju, poziom trudności {level}, kod {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: {rule}, difficulty {level}, code {seed}</source>
      <translation>Quiz ukończony: {rule}, poziom {level}, kod {seed}</translation>
    </message>
    <message>
      <source>An event made up at random: set up each deal at its table as the floor's actions since the last one require, then name the balancing moves.</source>
      <translation>Losowo ułożony turniej: przygotuj każde rozdanie przy jego stole tak, jak wymagają działania floora od poprzedniego, potem wskaż przeniesienia dla równowagi.</translation>
    </message>
    <message>
      <source>A table made up at random: set up each deal as the floor events since the last one require.</source>
      <translation>Losowo ułożony stół: ustaw każde rozdanie tak, jak wymagają zdarzenia na sali od poprzedniego rozdania.</translation>
    </message>
    <message>
      <source>{tool}: click a seat (or type its number and press Enter). Clicking again takes it away.</source>
      <translation>{tool}: kliknij miejsce (albo wpisz jego numer i naciśnij Enter). Ponowne kliknięcie usuwa.</translation>
    </message>
    <message>
      <source>A new game: the draw gave the button to seat {seat}.</source>
      <translation>Nowa gra: w losowaniu button przypadł miejscu {seat}.</translation>
    </message>
    <message>
      <source>No hand has been dealt here yet.</source>
      <translation>Tu nie było jeszcze rozdania.</translation>
    </message>
    <message>
      <source>small blind {seat}</source>
      <translation>mały blind {seat}</translation>
    </message>
    <message>
      <source>big blind {seat}</source>
      <translation>duży blind {seat}</translation>
    </message>
    <message>
      <source>third blind {seat}</source>
      <translation>trzeci blind {seat}</translation>
    </message>
    <message>
      <source>Last hand: button on seat {button}, {blinds}.</source>
      <translation>Poprzednie rozdanie: button na miejscu {button}, {blinds}.</translation>
    </message>
    <message>
      <source>Nothing has changed since the last hand.</source>
      <translation>Od poprzedniego rozdania nic się nie zmieniło.</translation>
    </message>
    <message>
      <source>Perfect: every check is right.</source>
      <translation>Doskonale: wszystkie sprawdzenia są poprawne.</translation>
    </message>
    <message>
      <source>The data folder cannot be used.</source>
      <translation>Nie można użyć folderu danych.</translation>
    </message>
    <message>
      <source>The data folder may not be written.</source>
      <translation>Nie można zapisywać w folderze danych.</translation>
    </message>
    <message>
      <source>The disk is full.</source>
      <translation>Dysk jest pełny.</translation>
    </message>
    <message>
      <source>The room file is damaged.</source>
      <translation>Plik sali jest uszkodzony.</translation>
    </message>
    <message>
      <source>The room file was written by a newer floorapp.</source>
      <translation>Plik sali został zapisany przez nowszą wersję floorapp.</translation>
    </message>
    <message>
      <source>Another program holds the room file.</source>
      <translation>Inny program blokuje plik sali.</translation>
    </message>
    <message>
      <source>The disk refused the file.</source>
      <translation>Dysk odrzucił plik.</translation>
    </message>
    <message>
      <source>This deal was graded but not saved: {why}</source>
      <translation>To rozdanie zostało ocenione, ale nie zapisane: {why}</translation>
    </message>
  </context>
  <context>
    <name>TrainingDialog</name>
    <message>
      <source>Live chips play as a bet; dead chips go to the pot. Give 0 and 0 to take the post away.</source>
      <translation>Żywe żetony grają jako zakład; martwe idą do puli. Podaj 0 i 0, aby usunąć stawkę.</translation>
    </message>
    <message>
      <source>&amp;Live</source>
      <translation>&amp;Żywe</translation>
    </message>
    <message>
      <source>D&amp;ead</source>
      <translation>&amp;Martwe</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Pliki CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>TrainingEvent</name>
    <message>
      <source>Event, level {level}: {small}/{big}</source>
      <translation>Turniej, poziom {level}: {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>ante dużego blinda {ante}</translation>
    </message>
    <message>
      <source>ante {ante} from every player</source>
      <translation>ante {ante} od każdego gracza</translation>
    </message>
    <message numerus="yes">
      <source>Table {table}: %n player(s)</source>
      <translation>
        <numerusform>Stół {table}: %n gracz</numerusform>
        <numerusform>Stół {table}: %n graczy</numerusform>
        <numerusform>Stół {table}: %n graczy</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is absent.</source>
      <translation>{name} (stół {table}, miejsce {seat}) jest nieobecny.</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is back.</source>
      <translation>{name} (stół {table}, miejsce {seat}) wrócił.</translation>
    </message>
    <message>
      <source>{name} joins: table {table}, seat {seat}.</source>
      <translation>{name} dołącza: stół {table}, miejsce {seat}.</translation>
    </message>
    <message>
      <source>Eliminated at table {table}: {names}.</source>
      <translation>Wyeliminowani przy stole {table}: {names}.</translation>
    </message>
    <message>
      <source>A new level: {level}.</source>
      <translation>Nowy poziom: {level}.</translation>
    </message>
    <message>
      <source>A hand is dealt at table {table}.</source>
      <translation>Przy stole {table} rozdano rozdanie.</translation>
    </message>
    <message>
      <source>The floor makes a balancing move.</source>
      <translation>Floor przenosi gracza dla równowagi.</translation>
    </message>
    <message>
      <source>Click the player who moves.</source>
      <translation>Kliknij gracza, który zmienia stół.</translation>
    </message>
    <message>
      <source>Now click the open seat the player goes to (a click on a player chooses again).</source>
      <translation>Teraz kliknij wolne miejsce, na które idzie gracz (kliknięcie gracza wybiera od nowa).</translation>
    </message>
    <message>
      <source>Balancing: who moves, and to which seat?</source>
      <translation>Równoważenie stołów: kto zmienia stół i na które miejsce?</translation>
    </message>
    <message>
      <source>Table {table}: {last}</source>
      <translation>Stół {table}: {last}</translation>
    </message>
    <message>
      <source>At table {table}.</source>
      <translation>Przy stole {table}.</translation>
    </message>
  </context>
  <context>
    <name>TrainingTool</name>
    <message>
      <source>&amp;Button</source>
      <translation>&amp;Button</translation>
    </message>
    <message>
      <source>D&amp;ead button</source>
      <translation>&amp;Martwy button</translation>
    </message>
    <message>
      <source>&amp;Small blind</source>
      <translation>M&amp;ały blind</translation>
    </message>
    <message>
      <source>Dead small b&amp;lind</source>
      <translation>Martwy mał&amp;y blind</translation>
    </message>
    <message>
      <source>Bi&amp;g blind</source>
      <translation>&amp;Duży blind</translation>
    </message>
    <message>
      <source>&amp;Third blind</source>
      <translation>&amp;Trzeci blind</translation>
    </message>
    <message>
      <source>&amp;Post…</source>
      <translation>&amp;Stawka…</translation>
    </message>
    <message>
      <source>&amp;Missed SB</source>
      <translation>&amp;Ominięty SB</translation>
    </message>
    <message>
      <source>Missed BB</source>
      <translation>Ominięty BB</translation>
    </message>
    <message>
      <source>Missed b&amp;oth</source>
      <translation>Omi&amp;nięte oba</translation>
    </message>
    <message>
      <source>&amp;Dealt in / out</source>
      <translation>&amp;W rozdaniu / poza</translation>
    </message>
    <message>
      <source>&amp;First to act</source>
      <translation>&amp;Pierwszy do akcji</translation>
    </message>
    <message>
      <source>&amp;Clear seat</source>
      <translation>Wy&amp;czyść miejsce</translation>
    </message>
    <message>
      <source>Put the dealer button on the seat you click.</source>
      <translation>Umieść button na klikniętym miejscu.</translation>
    </message>
    <message>
      <source>Put a dead button on the seat you click: nobody there is dealt in.</source>
      <translation>Umieść martwy button na klikniętym miejscu: nikt tam nie dostaje kart.</translation>
    </message>
    <message>
      <source>Put the small blind on the seat you click; its player posts it.</source>
      <translation>Umieść małego blinda na klikniętym miejscu; stawia go gracz z tego miejsca.</translation>
    </message>
    <message>
      <source>Put a dead small blind on the seat you click: nobody posts it.</source>
      <translation>Umieść martwego małego blinda na klikniętym miejscu: nikt go nie stawia.</translation>
    </message>
    <message>
      <source>Put the big blind on the seat you click.</source>
      <translation>Umieść dużego blinda na klikniętym miejscu.</translation>
    </message>
    <message>
      <source>Put the third (largest) blind on the seat you click.</source>
      <translation>Umieść trzeciego (największego) blinda na klikniętym miejscu.</translation>
    </message>
    <message>
      <source>Make the seat you click post: an entry post, a make-up, a seat-change post. You give the live and the dead amount.</source>
      <translation>Kliknięte miejsce stawia: stawka wejściowa, uzupełnienie, stawka za zmianę miejsca. Podajesz kwotę żywą i martwą.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed small blind button.</source>
      <translation>Po rozdaniu to miejsce ma znacznik ominiętego małego blinda.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed big blind button.</source>
      <translation>Po rozdaniu to miejsce ma znacznik ominiętego dużego blinda.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed-both button.</source>
      <translation>Po rozdaniu to miejsce ma znacznik ominiętych obu blindów.</translation>
    </message>
    <message>
      <source>Deal the seat you click in, or leave it out. Each deal starts with every active player dealt in.</source>
      <translation>Dołącz kliknięte miejsce do rozdania albo je pomiń. Każde rozdanie zaczyna się z kartami dla wszystkich aktywnych graczy.</translation>
    </message>
    <message>
      <source>The player on the seat you click acts first before the flop.</source>
      <translation>Gracz z klikniętego miejsca działa pierwszy przed flopem.</translation>
    </message>
    <message>
      <source>Take every button, blind and post off the seat you click.</source>
      <translation>Usuń z klikniętego miejsca wszystkie buttony, blindy i stawki.</translation>
    </message>
  </context>
  <context>
    <name>TrainingValue</name>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>miejsce {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>miejsce {seat}</translation>
    </message>
    <message>
      <source>{live} and {dead}</source>
      <translation>{live} i {dead}</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>nic</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>w rozdaniu</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>poza rozdaniem</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>martwy</translation>
    </message>
    <message>
      <source>live</source>
      <translation>żywy</translation>
    </message>
    <message>
      <source>a {button} button</source>
      <translation>znacznik: {button}</translation>
    </message>
    <message>
      <source>no missed-blind button</source>
      <translation>brak znacznika ominiętego blinda</translation>
    </message>
    <message>
      <source>table {table}, seat {seat} ({name})</source>
      <translation>stół {table}, miejsce {seat} ({name})</translation>
    </message>
    <message>
      <source>table {table}, seat {seat}</source>
      <translation>stół {table}, miejsce {seat}</translation>
    </message>
    <message>
      <source>no seat</source>
      <translation>brak miejsca</translation>
    </message>
  </context>
  <context>
    <name>Wait</name>
    <message>
      <source>waits for the button to pass</source>
      <translation>czeka, aż przejdzie button</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>czeka na dużego blinda</translation>
    </message>
    <message>
      <source>waits for the blinds and the button to pass, then posts behind</source>
      <translation>czeka, aż przejdą blindy i button, potem stawia za buttonem</translation>
    </message>
    <message>
      <source>waits the hands the seat change cost</source>
      <translation>czeka tyle rozdań, ile kosztowała zmiana miejsca</translation>
    </message>
    <message>
      <source>dealt off the button: waits for the blinds to pass, then plays free</source>
      <translation>schodzi z buttona: czeka, aż przejdą blindy, potem gra za darmo</translation>
    </message>
    <message>
      <source>is not in the redeal</source>
      <translation>nie gra w ponownym rozdaniu</translation>
    </message>
    <message>
      <source>waits until heads-up play has passed the seat</source>
      <translation>czeka, aż gra heads-up minie to miejsce</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>Who can be dealt in</source>
      <translation>Kto może dostać karty</translation>
    </message>
    <message>
      <source>Before placing the big blind, find the button and small-blind seats, then the zone between them. Only active players and entrants outside the zone can be dealt in; with exactly two of them the hand is heads-up, with fewer there is no hand.</source>
      <translation>Przed ustawieniem dużego blinda ustal miejsca buttona i małego blinda, a potem strefę między nimi. Karty mogą dostać tylko aktywni gracze i wchodzący gracze spoza strefy; gdy jest ich dokładnie dwóch, rozdanie jest heads-up, gdy mniej – rozdania nie ma.</translation>
    </message>
    <message>
      <source>Dead button rule</source>
      <translation>Zasada martwego buttona</translation>
    </message>
    <message>
      <source>The big blind moves exactly one player every hand, and the other positions follow it. The button may end up on an empty seat or an absent player: a dead button.</source>
      <translation>Duży blind przesuwa się w każdym rozdaniu dokładnie o jednego gracza, a pozostałe pozycje podążają za nim. Button może trafić na puste miejsce lub na nieobecnego gracza: to martwy button.</translation>
    </message>
    <message>
      <source>The big blind moves one player</source>
      <translation>Duży blind przesuwa się o jednego gracza</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it. Away players and players waiting for the button to pass are skipped.</source>
      <translation>Duży blind przechodzi do następnego gracza po dużym blindzie z poprzedniego rozdania, który może go przyjąć. Gracze, którzy odeszli od stołu, oraz gracze czekający, aż minie ich button, są pomijani.</translation>
    </message>
    <message>
      <source>The small blind takes last hand's big-blind seat</source>
      <translation>Mały blind zajmuje miejsce dużego blinda z poprzedniego rozdania</translation>
    </message>
    <message>
      <source>The small blind goes on the seat where the big blind was last hand. Only the player who paid that big blind posts it; if that player is gone or away, the small blind is dead.</source>
      <translation>Mały blind trafia na miejsce, na którym w poprzednim rozdaniu był duży blind. Stawia go tylko gracz, który postawił tamtego dużego blinda; jeśli opuścił grę albo odszedł od stołu, mały blind jest martwy.</translation>
    </message>
    <message>
      <source>The button takes last hand's small-blind seat</source>
      <translation>Button zajmuje miejsce małego blinda z poprzedniego rozdania</translation>
    </message>
    <message>
      <source>The button goes on the seat where the small blind was last hand, even if that seat is empty or its player is away. Then the button is dead and the player to its right has last action again.</source>
      <translation>Button trafia na miejsce, na którym w poprzednim rozdaniu był mały blind, nawet jeśli jest ono puste lub jego gracz odszedł od stołu. Wtedy button jest martwy, a gracz po jego prawej znów działa jako ostatni.</translation>
    </message>
    <message>
      <source>Missed blinds under the dead button</source>
      <translation>Ominięte blindy przy martwym buttonie</translation>
    </message>
    <message>
      <source>An away player skipped by the big blind owes both blinds. An away player on the small-blind seat owes the small blind. On the button seat nothing is missed.</source>
      <translation>Gracz, który odszedł od stołu i został pominięty przez dużego blinda, jest winien oba blindy. Gracz, który odszedł od stołu, a siedzi na miejscu małego blinda, jest winien małego blinda. Na miejscu buttona niczego nie omija.</translation>
    </message>
    <message>
      <source>Three blinds move the same way</source>
      <translation>Trzy blindy przesuwają się tak samo</translation>
    </message>
    <message>
      <source>With three blinds the largest moves to the next player who can take it, and each smaller blind and the button take the seat of the next larger position last hand.</source>
      <translation>Przy trzech blindach największy przechodzi do następnego gracza, który może go przyjąć, a każdy mniejszy blind i button zajmują miejsce, na którym w poprzednim rozdaniu była następna większa pozycja.</translation>
    </message>
    <message>
      <source>Simplified button rule</source>
      <translation>Zasada uproszczonego buttona</translation>
    </message>
    <message>
      <source>The button always moves forward to the next active player and the blinds follow it, as online. Nobody posts twice in a round.</source>
      <translation>Button zawsze przesuwa się do przodu, do następnego aktywnego gracza, a blindy podążają za nim, jak w grze online. Nikt nie stawia dwa razy w jednym okrążeniu.</translation>
    </message>
    <message>
      <source>The button goes to the next active player</source>
      <translation>Button przechodzi do następnego aktywnego gracza</translation>
    </message>
    <message>
      <source>The button moves to the first active player after last hand's button, passing empty seats and absent players.</source>
      <translation>Button przechodzi do pierwszego aktywnego gracza po buttonie z poprzedniego rozdania, omijając puste miejsca i nieobecnych graczy.</translation>
    </message>
    <message>
      <source>The blinds follow the button</source>
      <translation>Blindy podążają za buttonem</translation>
    </message>
    <message>
      <source>The small blind goes to the first active player after the button, the big blind to the next player after it who can take it. Active players passed over owe nothing.</source>
      <translation>Mały blind przechodzi do pierwszego aktywnego gracza po buttonie, a duży blind do następnego po nim gracza, który może go przyjąć. Pominięci aktywni gracze nic nie są winni.</translation>
    </message>
    <message>
      <source>Missed blinds under the simplified button</source>
      <translation>Ominięte blindy przy uproszczonym buttonie</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes the small blind; one passed by the big blind owes the big blind. Passed by both, a player owes both.</source>
      <translation>Gracz, który odszedł od stołu i został pominięty przez małego blinda, jest winien małego blinda; pominięty przez dużego blinda jest winien dużego blinda. Jeśli ominęły go oba, jest winien oba.</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Ominięte blindy</translation>
    </message>
    <message>
      <source>A player who misses blinds while away gets a missed-blind button. It stays on the table until the player makes up what is owed or the big blind arrives.</source>
      <translation>Gracz, który omija blindy, gdy odszedł od stołu, dostaje znacznik ominiętego blinda. Znacznik zostaje na stole, dopóki gracz nie uzupełni tego, co jest winien, albo dopóki nie dojdzie do niego duży blind.</translation>
    </message>
    <message>
      <source>Nobody comes in inside the zone</source>
      <translation>Nikt nie wchodzi do gry w strefie</translation>
    </message>
    <message>
      <source>Nobody enters the game on the button seat or between the button and the small blind. A player there waits until the button has passed that seat.</source>
      <translation>Nikt nie wchodzi do gry na miejscu buttona ani między buttonem a małym blindem. Gracz siedzący w tym miejscu czeka, aż button minie jego miejsce.</translation>
    </message>
    <message>
      <source>Making up missed blinds</source>
      <translation>Uzupełnianie ominiętych blindów</translation>
    </message>
    <message>
      <source>A returning player outside the zone who chooses to post makes up what is owed and plays at once: a missed big blind is posted live, a missed small blind dead. With the big-only house rule, one live big blind settles both.</source>
      <translation>Gracz, który wrócił, siedzi poza strefą i zdecyduje się postawić, uzupełnia to, co jest winien, i od razu gra: ominiętego dużego blinda stawia jako żywego, a ominiętego małego blinda jako martwego. Przy zasadzie kasyna „tylko duży blind” jeden żywy duży blind rozlicza oba.</translation>
    </message>
    <message>
      <source>Waiting for the big blind</source>
      <translation>Czekanie na dużego blinda</translation>
    </message>
    <message>
      <source>A returning or new player may wait for the big blind instead. When it arrives, the player posts only the big blind and the missed-blind button goes.</source>
      <translation>Gracz, który wrócił, lub nowy gracz może zamiast tego poczekać na dużego blinda. Gdy blind do niego dojdzie, stawia tylko dużego blinda, a jego znacznik ominiętego blinda zostaje zdjęty.</translation>
    </message>
    <message>
      <source>Coming in behind the button</source>
      <translation>Wejście za buttonem</translation>
    </message>
    <message>
      <source>A player may let the blinds and the button pass the seat, then post what is owed in the seat just after the button. Meanwhile the big blind skips that seat.</source>
      <translation>Gracz może przepuścić blindy i button przez swoje miejsce, a potem postawić to, co jest winien, na miejscu tuż za buttonem. W tym czasie duży blind go pomija.</translation>
    </message>
    <message>
      <source>Missed blinds forgiven</source>
      <translation>Darowanie ominiętych blindów</translation>
    </message>
    <message>
      <source>An away player does not post the big blind when it arrives, and keeps or gets a missed-blind button. If fewer than two present players owe nothing, every missed blind is forgiven so that the game can go on.</source>
      <translation>Gracz, który odszedł od stołu, nie stawia dużego blinda, gdy ten do niego dojdzie; zachowuje lub dostaje znacznik ominiętego blinda. Jeśli obecnych graczy, którzy nic nie są winni, jest mniej niż dwóch, wszystkie ominięte blindy zostają darowane, żeby gra mogła toczyć się dalej.</translation>
    </message>
    <message>
      <source>Dealt in without posting</source>
      <translation>Karty rozdane bez stawiania</translation>
    </message>
    <message>
      <source>A player dealt in without posting what is owed has a dead hand before acting; after acting, the hand stands and the post is due on the next deal.</source>
      <translation>Jeśli gracz dostał karty, nie postawiwszy tego, co jest winien, a jeszcze nie działał, jego ręka jest martwa; jeśli już działał, rozdanie jest ważne, a on stawia w następnym rozdaniu.</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Bez martwego buttona (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>The button always moves to a player who is dealt in and the blinds follow it; special steps apply when a departure would let someone skip a blind. An away player passed by the big blind owes both blinds, never the big blind alone.</source>
      <translation>Button zawsze przechodzi do gracza, który dostaje karty, a blindy podążają za nim; specjalne kroki obowiązują, gdy czyjeś odejście pozwoliłoby komuś ominąć blinda. Gracz, który odszedł od stołu i został pominięty przez dużego blinda, jest winien oba blindy, nigdy samego dużego blinda.</translation>
    </message>
    <message>
      <source>The player due the big blind leaves</source>
      <translation>Odchodzi gracz, na którego przypada duży blind</translation>
    </message>
    <message>
      <source>The button moves as usual; the next player after the leaver posts the big blind and the player before the leaver the small blind.</source>
      <translation>Button przesuwa się jak zwykle; następny gracz po odchodzącym stawia dużego blinda, a gracz przed nim małego blinda.</translation>
    </message>
    <message>
      <source>The player due the small blind leaves</source>
      <translation>Odchodzi gracz, na którego przypada mały blind</translation>
    </message>
    <message>
      <source>The button moves as usual, the small blind is dead on the leaver's seat and the big blind goes to the next player. Next hand the button moves through the empty seat to that hand's big blind, who posts a small blind on the button.</source>
      <translation>Button przesuwa się jak zwykle, mały blind jest martwy na miejscu odchodzącego, a duży blind przechodzi do następnego gracza. W następnym rozdaniu button przechodzi przez puste miejsce do dużego blinda z tego rozdania, który stawia małego blinda na buttonie.</translation>
    </message>
    <message>
      <source>The player due the button leaves</source>
      <translation>Odchodzi gracz, na którego przypada button</translation>
    </message>
    <message>
      <source>The button moves through the leaver's seat to last hand's big blind, who posts a small blind on it, and the next two players each post a big blind. Next hand the button goes to the first of them, who posts a small blind, and so does the second.</source>
      <translation>Button przechodzi przez miejsce odchodzącego do dużego blinda z poprzedniego rozdania, który stawia na nim małego blinda, a dwaj następni gracze stawiają po dużym blindzie. W następnym rozdaniu button przechodzi do pierwszego z nich, który stawia małego blinda; drugi także stawia małego blinda.</translation>
    </message>
    <message>
      <source>Cases the procedures do not settle</source>
      <translation>Przypadki nieobjęte procedurami</translation>
    </message>
    <message>
      <source>Decide by two principles, in this order: the button never lies on an empty seat or a player who is not dealt in; each present player meets one big and one small blind per round.</source>
      <translation>Rozstrzygaj według dwóch zasad, w tej kolejności: button nigdy nie leży na pustym miejscu ani przy graczu, który nie dostaje kart; każdy obecny gracz w każdym okrążeniu stawia jednego dużego i jednego małego blinda.</translation>
    </message>
    <message>
      <source>Heads-up play</source>
      <translation>Gra heads-up</translation>
    </message>
    <message>
      <source>With two players the positions follow special rules, also on the hands where heads-up play starts or ends.</source>
      <translation>Przy dwóch graczach pozycje podlegają specjalnym zasadom, także w rozdaniach, w których gra heads-up się zaczyna lub kończy.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind</source>
      <translation>Heads-up: button stawia małego blinda</translation>
    </message>
    <message>
      <source>With two players the button posts the small blind and acts first before the flop.</source>
      <translation>Przy dwóch graczach button stawia małego blinda i działa pierwszy przed flopem.</translation>
    </message>
    <message>
      <source>Heads-up: nobody has the big blind twice</source>
      <translation>Heads-up: nikt nie ma dużego blinda dwa razy</translation>
    </message>
    <message>
      <source>The big blind goes to the player after last hand's big blind; the other player takes the button and the small blind.</source>
      <translation>Duży blind przechodzi do gracza po dużym blindzie z poprzedniego rozdania; drugi gracz bierze button i małego blinda.</translation>
    </message>
    <message>
      <source>From heads-up back to more players</source>
      <translation>Z heads-upa z powrotem do większej liczby graczy</translation>
    </message>
    <message>
      <source>The positions go on from the heads-up hand by the table's button rule. A player who sits down during heads-up play comes in once outside the next hand's zone.</source>
      <translation>Pozycje przesuwają się dalej od rozdania heads-up według zasady buttona obowiązującej przy stole. Gracz, który siada podczas gry heads-up, wchodzi do gry, gdy tylko znajdzie się poza strefą następnego rozdania.</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Nowi gracze i nowe gry</translation>
    </message>
    <message>
      <source>A new player joins by posting or waiting for the big blind; at a new game the draw places the first button.</source>
      <translation>Nowy gracz dołącza, stawiając lub czekając na dużego blinda; w nowej grze pierwszy button ustala losowanie.</translation>
    </message>
    <message>
      <source>A new player posts or waits</source>
      <translation>Nowy gracz stawia lub czeka</translation>
    </message>
    <message>
      <source>A new player outside the zone either posts a big blind (twice the big blind at lowball), live, and plays at once, or waits for the big blind. On the big-blind seat the new player just posts the big blind.</source>
      <translation>Nowy gracz poza strefą albo stawia dużego blinda (w lowballu podwójnego dużego blinda) jako żywego i od razu gra, albo czeka na dużego blinda. Na miejscu dużego blinda po prostu stawia dużego blinda.</translation>
    </message>
    <message>
      <source>Bust and rebuy</source>
      <translation>Utrata żetonów i dokupienie</translation>
    </message>
    <message>
      <source>A player who busts counts as away. A rebuy does not make a new player: the blinds missed meanwhile are owed.</source>
      <translation>Gracz, który stracił wszystkie żetony, jest traktowany jak gracz, który odszedł od stołu. Po dokupieniu nie jest nowym graczem: jest winien blindy, które w tym czasie ominął.</translation>
    </message>
    <message>
      <source>A new game</source>
      <translation>Nowa gra</translation>
    </message>
    <message>
      <source>The button goes where the draw put it and the next two players post the blinds; nobody else posts. A player who sits down before any blind has passed that seat plays without posting.</source>
      <translation>Button trafia tam, gdzie wskazało losowanie, a dwaj następni gracze stawiają blindy; nikt inny nie stawia. Gracz, który siada, zanim jakikolwiek blind minie jego miejsce, gra bez stawiania.</translation>
    </message>
    <message>
      <source>Free hand in a short game</source>
      <translation>Darmowe rozdanie przy niepełnym stole</translation>
    </message>
    <message>
      <source>With the house's short-game limit set, a new player outside the zone plays the first hand free while that many players or fewer were dealt in on the last hand.</source>
      <translation>Jeśli kasyno ustawiło limit niepełnego stołu, nowy gracz poza strefą gra pierwsze rozdanie za darmo, o ile w poprzednim rozdaniu karty dostało najwyżej tylu graczy.</translation>
    </message>
    <message>
      <source>A new player the button passed before posting</source>
      <translation>Nowy gracz minięty przez button, zanim postawił</translation>
    </message>
    <message>
      <source>A new player who is away when the button moves past the seat, after the big blind has passed it, never posted: the floor picks the player up and gives the seat to the next player on the list. With nobody waiting, the player keeps the missed-blind button and stays away.</source>
      <translation>Nowy gracz, którego nie ma przy stole, gdy button mija jego miejsce po dużym blindzie, nigdy nie postawił: zostaje usunięty z miejsca, a miejsce dostaje następny gracz z listy oczekujących. Jeśli nikt nie czeka, gracz zachowuje znacznik ominiętego blinda i pozostaje nieobecny.</translation>
    </message>
    <message>
      <source>Seat changes</source>
      <translation>Zmiany miejsca</translation>
    </message>
    <message>
      <source>A seat change is priced by how many more hands the big blind needs to reach the player, counting players, not seats.</source>
      <translation>Cenę zmiany miejsca wyznacza to, o ile więcej rozdań potrzebuje duży blind, by dojść do gracza; liczy się graczy, a nie miejsca.</translation>
    </message>
    <message>
      <source>Seat change: same relative position</source>
      <translation>Zmiana miejsca: ta sama pozycja względna</translation>
    </message>
    <message>
      <source>Moving toward the blinds, or no further from them, the player plays at once and free. Moving further away, the player waits as many hands as the move gained, or posts a big blind to play at once.</source>
      <translation>Jeśli gracz przesiada się w stronę blindów lub nie oddala się od nich, gra od razu i za darmo. Jeśli oddala się od nich, czeka tyle rozdań, ile zyskał na zmianie miejsca, albo stawia dużego blinda, żeby grać od razu.</translation>
    </message>
    <message>
      <source>Seat change: past two players</source>
      <translation>Zmiana miejsca: o dwóch graczy dalej</translation>
    </message>
    <message>
      <source>Under this house rule a player may move past up to two players for free. Further than that, the player posts a big blind or waits for the big blind.</source>
      <translation>Przy tej zasadzie kasyna gracz może za darmo przesiąść się najwyżej o dwóch graczy dalej. Jeśli przesiada się dalej, stawia dużego blinda lub czeka na dużego blinda.</translation>
    </message>
    <message>
      <source>No move off the button</source>
      <translation>Bez zmiany miejsca z buttona</translation>
    </message>
    <message>
      <source>Nobody may move off the button seat on the button hand; the move comes after it.</source>
      <translation>Nikt nie może przesiąść się z miejsca buttona w rozdaniu, w którym ma button; przesiada się po nim.</translation>
    </message>
    <message>
      <source>Moving into a blind or the button seat</source>
      <translation>Zmiana miejsca na miejsce blinda lub buttona</translation>
    </message>
    <message>
      <source>Moving into the seat due the big blind, the player plays at once in the big blind. Moving into the seat due the small blind or the button, the player waits until the button has passed, then plays; after a move further from the blinds, posting behind the button or once the hands the move cost are waited.</source>
      <translation>Gracz, który przesiada się na miejsce, na które przypada duży blind, gra od razu na dużym blindzie. Gracz, który przesiada się na miejsce, na które przypada mały blind lub button, czeka, aż button minie, a potem gra; jeśli oddalił się od blindów, stawiając za buttonem albo po przeczekaniu tylu rozdań, ile kosztowała zmiana miejsca.</translation>
    </message>
    <message>
      <source>Dealing off the button</source>
      <translation>Zejście z buttona</translation>
    </message>
    <message>
      <source>A player who had the button last hand and moves is never charged a post. Without playing at once, the player waits until the blinds have passed the new seat and comes in behind the button for free.</source>
      <translation>Gracz, który w poprzednim rozdaniu miał button i się przesiada, nigdy nie musi niczego stawiać. Jeśli nie może grać od razu, czeka, aż blindy miną jego nowe miejsce, i wchodzi za buttonem za darmo.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Długi przechodzą z graczem</translation>
    </message>
    <message>
      <source>Missed blinds follow a player to the new seat, where they are made up as usual.</source>
      <translation>Ominięte blindy przechodzą z graczem na jego nowe miejsce, gdzie uzupełnia je jak zwykle.</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Straddle</translation>
    </message>
    <message>
      <source>A live straddle is posted under the gun, twice the big blind; the straddler acts last before the flop and the action starts to the straddler's left. A sleeper straddle from another seat is not live.</source>
      <translation>Żywy straddle stawia się z pozycji UTG, w wysokości podwójnego dużego blinda; gracz działa ostatni przed flopem, a akcja zaczyna się po jego lewej. Sleeper straddle z innego miejsca nie jest żywy.</translation>
    </message>
    <message>
      <source>New player away before the first hand</source>
      <translation>Nowy gracz odchodzi od stołu przed pierwszym rozdaniem</translation>
    </message>
    <message>
      <source>The missed-blind button stays as a record, but coming back the player owes only the entry post: no round was played yet.</source>
      <translation>Zachowuje znacznik ominiętego blinda dla ewidencji, ale po powrocie jest winien tylko stawkę wejściową: nie rozegrał jeszcze żadnego okrążenia.</translation>
    </message>
    <message>
      <source>An away player cannot change seats</source>
      <translation>Gracz, który odszedł od stołu, nie może zmienić miejsca</translation>
    </message>
    <message>
      <source>Seats change once the player is back, so that the player's place in the blind order is known.</source>
      <translation>Zmienia miejsce po powrocie, tak aby jego miejsce w kolejności blindów było znane.</translation>
    </message>
    <message>
      <source>New player moves before the first hand</source>
      <translation>Nowy gracz przesiada się przed pierwszym rozdaniem</translation>
    </message>
    <message>
      <source>Still a new player; the choice given with the move replaces the first one.</source>
      <translation>Nadal jest nowym graczem; wybór, którego dokonuje przy zmianie miejsca, zastępuje jego pierwszy wybór.</translation>
    </message>
    <message>
      <source>Move from an empty seat</source>
      <translation>Zmiana miejsca z pustego miejsca</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused as 'seat empty', before the target seat is looked at.</source>
      <translation>Zmiana miejsca z pustego miejsca jest odrzucana jako „puste miejsce”, zanim zostanie sprawdzone miejsce docelowe.</translation>
    </message>
    <message>
      <source>Dealing off into the small-blind seat</source>
      <translation>Zejście z buttona na miejsce małego blinda</translation>
    </message>
    <message>
      <source>The player waits until the button has passed, then plays free.</source>
      <translation>Czeka, aż button minie, a potem gra za darmo.</translation>
    </message>
    <message>
      <source>Who can bust</source>
      <translation>Kto może stracić wszystkie żetony</translation>
    </message>
    <message>
      <source>Only a player dealt in can bust; a busted or away player cannot bust again.</source>
      <translation>Stracić wszystkie żetony może tylko gracz, który dostał karty; gracz, który już je stracił lub odszedł od stołu, nie może stracić ich ponownie.</translation>
    </message>
    <message>
      <source>A player leaves before a redeal</source>
      <translation>Gracz odchodzi przed ponownym rozdaniem</translation>
    </message>
    <message>
      <source>The redeal repeats the positions and posts; whoever has gone is not dealt in.</source>
      <translation>Ponowne rozdanie powtarza pozycje i stawki; kto odszedł, nie dostaje kart.</translation>
    </message>
    <message>
      <source>No newcomer in a redeal</source>
      <translation>Żadnych nowych graczy w ponownym rozdaniu</translation>
    </message>
    <message>
      <source>A player who sits down between a misdeal and the redeal waits for the next hand.</source>
      <translation>Gracz, który siada między błędnym rozdaniem a ponownym rozdaniem, czeka na następne rozdanie.</translation>
    </message>
    <message>
      <source>No correction before the first hand</source>
      <translation>Bez korekty przed pierwszym rozdaniem</translation>
    </message>
    <message>
      <source>Before the first hand of a game there are no positions to put right.</source>
      <translation>Przed pierwszym rozdaniem gry nie ma jeszcze pozycji do poprawienia.</translation>
    </message>
    <message>
      <source>A present player with a missed-blind button</source>
      <translation>Obecny gracz ze znacznikiem ominiętego blinda</translation>
    </message>
    <message>
      <source>That player has come back and chosen to post.</source>
      <translation>Wrócił i zdecydował się postawić.</translation>
    </message>
    <message>
      <source>A player due behind the button near heads-up</source>
      <translation>Gracz wchodzący za buttonem przy grze bliskiej heads-upa</translation>
    </message>
    <message>
      <source>That player counts as one who can be dealt this hand: coming in behind the button, or posting the big blind if it arrives first.</source>
      <translation>Liczy się jako gracz, który może dostać karty w tym rozdaniu: wchodzi za buttonem albo stawia dużego blinda, jeśli ten dojdzie do niego wcześniej.</translation>
    </message>
    <message>
      <source>Heads-up: the button falls to a newcomer</source>
      <translation>Heads-up: button przypada nowemu graczowi</translation>
    </message>
    <message>
      <source>The new player posts the small blind on the button and plays, with no entry post on top.</source>
      <translation>Stawia małego blinda na buttonie i gra, bez dodatkowej stawki wejściowej.</translation>
    </message>
    <message>
      <source>A player comes back owing nothing</source>
      <translation>Gracz wraca, nic nie będąc winien</translation>
    </message>
    <message>
      <source>The player plays at once. If hands were dealt during the absence, the player comes in like an entrant: outside the zone at once, inside it once the button has passed, never on the button or a small blind.</source>
      <translation>Gracz gra od razu. Jeśli podczas nieobecności odbyły się rozdania, gracz wchodzi jak nowy gracz: poza strefą od razu, w strefie, gdy minie go button, nigdy na buttonie ani na małym blindzie.</translation>
    </message>
    <message>
      <source>What 'a big blind' means with three blinds</source>
      <translation>Co oznacza „duży blind” przy trzech blindach</translation>
    </message>
    <message>
      <source>Entry posts, seat-change posts and big-only make-ups are one largest blind, live.</source>
      <translation>Stawka wejściowa, stawka za zmianę miejsca i uzupełnienie samym dużym blindem to jeden największy blind, żywy.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players</source>
      <translation>Trzy blindy przy dwóch lub trzech graczach</translation>
    </message>
    <message>
      <source>Only the smallest and the largest blind are posted. Heads-up the button posts the smallest.</source>
      <translation>Stawia się tylko najmniejszego i największego blinda. W grze heads-up button stawia najmniejszego.</translation>
    </message>
    <message>
      <source>Three blinds with a moving or simplified button</source>
      <translation>Trzy blindy przy przesuwanym lub uproszczonym buttonie</translation>
    </message>
    <message>
      <source>The plain rotation places every blind; the Caro &amp; Cooke steps apply to two blinds only. Nobody enters between the button and the middle blind.</source>
      <translation>Zwykła rotacja rozstawia każdego blinda; kroki Caro &amp; Cooke dotyczą tylko dwóch blindów. Nikt nie wchodzi między buttonem a środkowym blindem.</translation>
    </message>
    <message>
      <source>The players due the button and the small blind both leave</source>
      <translation>Odchodzą obaj gracze, na których przypada button i mały blind</translation>
    </message>
    <message>
      <source>Under the moving button the button moves through both seats to the next player, who posts a small blind on it; the next two players each post a big blind, as in R-43.</source>
      <translation>Przy ruchomym buttonie button przechodzi przez oba miejsca do następnego gracza, który stawia na nim małego blinda; dwaj kolejni gracze stawiają po dużym blindzie, jak w R-43.</translation>
    </message>
    <message>
      <source>A departure during the dead-small-blind steps</source>
      <translation>Odejście w trakcie kroków z martwym małym blindem</translation>
    </message>
    <message>
      <source>The steps go on; the big blind goes to the next present player and the absent one owes both blinds.</source>
      <translation>Kroki toczą się dalej; duży blind przechodzi do następnego obecnego gracza, a nieobecny jest winien oba blindy.</translation>
    </message>
    <message>
      <source>Two players away before the big blind</source>
      <translation>Dwóch graczy odchodzi od stołu przed dużym blindem</translation>
    </message>
    <message>
      <source>Each is passed like one departure: both owe both blinds and the big blind goes to the next present player.</source>
      <translation>Każdego z nich pomija się jak przy jednym odejściu: obaj są winni oba blindy, a duży blind przechodzi do następnego obecnego gracza.</translation>
    </message>
    <message>
      <source>Last hand's big blind changes seats</source>
      <translation>Duży blind z poprzedniego rozdania zmienia miejsce</translation>
    </message>
    <message>
      <source>Under the dead or the moving button the old seat has a dead small blind, which the player posts, dead, in the new seat. The move itself is priced as any seat change.</source>
      <translation>Przy martwym lub ruchomym buttonie na dawnym miejscu jest martwy mały blind, który gracz stawia jako martwą stawkę na nowym miejscu. Sama zmiana miejsca kosztuje tyle, co każda inna.</translation>
    </message>
    <message>
      <source>Early newcomer in a new game</source>
      <translation>Wczesny nowy gracz w nowej grze</translation>
    </message>
    <message>
      <source>The player is in the game from the first hand, and the big blind arrives in turn.</source>
      <translation>Jest w grze od pierwszego rozdania, a duży blind dochodzi do niego w swojej kolejności.</translation>
    </message>
    <message>
      <source>The player who drew the button leaves</source>
      <translation>Odchodzi gracz, który wylosował button</translation>
    </message>
    <message>
      <source>The first button goes to the next player clockwise from the drawn seat.</source>
      <translation>Pierwszy button przechodzi do następnego gracza zgodnie z ruchem wskazówek zegara od wylosowanego miejsca.</translation>
    </message>
    <message>
      <source>Straddles allowed by the house</source>
      <translation>Straddle dozwolony przez kasyno</translation>
    </message>
    <message>
      <source>A straddle is allowed only if the house allows it. Under the gun it is live; from another seat it is a sleeper where allowed, and void otherwise.</source>
      <translation>Straddle jest dozwolony tylko wtedy, gdy pozwala na to kasyno. Z pozycji UTG jest żywy; z innego miejsca jest to sleeper straddle tam, gdzie jest dozwolony, a w przeciwnym razie jest nieważny.</translation>
    </message>
    <message>
      <source>Blind on the button</source>
      <translation>Blind na buttonie</translation>
    </message>
    <message>
      <source>Under this house rule the smallest blind is posted on the button and the other blinds follow to its left.</source>
      <translation>Przy tej zasadzie kasyna najmniejszy blind stawia się na buttonie, a pozostałe blindy następują po jego lewej.</translation>
    </message>
    <message>
      <source>A single blind</source>
      <translation>Jeden blind</translation>
    </message>
    <message>
      <source>It is the big blind; the button takes last hand's blind seat.</source>
      <translation>To duży blind; button zajmuje miejsce blinda z poprzedniego rozdania.</translation>
    </message>
    <message>
      <source>Away during a seat-change wait</source>
      <translation>Nieobecność podczas czekania po zmianie miejsca</translation>
    </message>
    <message>
      <source>The hands keep counting during the absence; once back, the player waits what is left or posts a big blind.</source>
      <translation>Rozdania liczą się dalej, gdy gracz jest nieobecny; po powrocie czeka pozostałe rozdania lub stawia dużego blinda.</translation>
    </message>
    <message>
      <source>A correction names a newcomer as big blind</source>
      <translation>Korekta wskazuje nowego gracza jako dużego blinda</translation>
    </message>
    <message>
      <source>That player never played that big blind: the small blind on the seat is dead and the player enters as a newcomer.</source>
      <translation>Nigdy nie zagrał tego dużego blinda: mały blind na jego miejscu jest martwy, a on wchodzi do gry jako nowy gracz.</translation>
    </message>
    <message>
      <source>Moving button starting after a dead small blind</source>
      <translation>Ruchomy button startujący po martwym małym blindzie</translation>
    </message>
    <message>
      <source>It is the second hand of the dead-small-blind steps: the button moves through the empty seat and its player posts a small blind on it.</source>
      <translation>To drugie rozdanie kroków z martwym małym blindem: button przechodzi przez puste miejsce, a jego gracz stawia na nim małego blinda.</translation>
    </message>
    <message>
      <source>House rules changed during play</source>
      <translation>Zmiana zasad kasyna w trakcie gry</translation>
    </message>
    <message>
      <source>New blind amounts keep the positions. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it was. Missed blinds are carried, made up at the new amounts.</source>
      <translation>Nowe kwoty blindów zachowują pozycje. Zmiana liczby blindów albo włączenie lub wyłączenie blinda na buttonie zaczyna nową grę z buttonem tam, gdzie był. Ominięte blindy przechodzą dalej i są uzupełniane według nowych kwot.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind, with missed blinds owed</source>
      <translation>Zmiana miejsca kosztująca dużego blinda przy zaległych ominiętych blindach</translation>
    </message>
    <message>
      <source>One live big blind pays both for playing at once and for the live part of the make-up; the dead part of the make-up is added.</source>
      <translation>Jeden żywy duży blind pokrywa zarówno grę od razu, jak i żywą część uzupełnienia; martwą część uzupełnienia dolicza się.</translation>
    </message>
    <message>
      <source>No game to wait for</source>
      <translation>Nie ma gry, na którą trzeba czekać</translation>
    </message>
    <message>
      <source>When waiting for the button (the zone, behind) would leave fewer than two players to deal, nobody waits: the hand is dealt with them.</source>
      <translation>Gdy czekanie na buttona (strefa, za buttonem) zostawiłoby mniej niż dwóch graczy do rozdania, nikt nie czeka: rękę rozdaje się z nimi.</translation>
    </message>
    <message>
      <source>The rotation starts again</source>
      <translation>Rotacja zaczyna się od nowa</translation>
    </message>
    <message>
      <source>With too few players of the last hand left for the button and the smaller blinds, the players coming in owing nothing join the rotation.</source>
      <translation>Gdy z poprzedniego rozdania zostało za mało graczy na button i mniejsze blindy, wchodzący gracze, którzy nic nie są winni, dołączają do rotacji.</translation>
    </message>
    <message>
      <source>Picking up a player</source>
      <translation>Usunięcie gracza z miejsca</translation>
    </message>
    <message>
      <source>The player leaves the table like a player who leaves: the chips are racked and kept at the podium, and a lock-up button holds the seat for the next player called from the list. Coming back, the player goes on the list like anyone.</source>
      <translation>Gracz odchodzi od stołu jak każdy, kto odchodzi: jego żetony są zebrane i przechowywane przy recepcji, a znacznik rezerwacji trzyma miejsce dla następnego gracza wezwanego z listy oczekujących. Po powrocie gracz zapisuje się na listę oczekujących jak każdy.</translation>
    </message>
    <message>
      <source>A missed blind carried from another table</source>
      <translation>Ominięty blind przeniesiony z innego stołu</translation>
    </message>
    <message>
      <source>A player moved from another table of the same game is a new player here and brings the missed-blind button along. Posting at once or behind the button, the entry post counts as the live big blind of the make-up and its dead part is added; waiting for the big blind, the player posts only that blind and the button goes.</source>
      <translation>Gracz przeniesiony z innego stołu tej samej gry jest tu nowym graczem i przynosi swój znacznik ominiętego blinda. Gdy stawia od razu lub za buttonem, jego stawka wejściowa liczy się jako żywy duży blind uzupełnienia, a martwa część dochodzi; czekając na dużego blinda, gracz stawia tylko ten blind i znacznik znika.</translation>
    </message>
    <message>
      <source>Who an open seat goes to</source>
      <translation>Komu przypada wolne miejsce</translation>
    </message>
    <message>
      <source>At a main table fed by a must-move table, an open seat goes to the must-move player who has sat there longest (a player who is away is passed over until back). Then come the players of other tables who asked for this game, in the order they asked, then the list in its order. Nobody already called to a seat is offered another.</source>
      <translation>Przy stole głównym zasilanym ze stołu obowiązkowego przejścia wolne miejsce dostaje gracz stołu obowiązkowego przejścia siedzący tam najdłużej (nieobecnego się pomija, dopóki nie wróci). Potem gracze innych stołów, którzy poprosili o tę grę, w kolejności próśb, potem lista oczekujących po kolei. Komuś już wezwanemu na miejsce nie proponuje się innego.</translation>
    </message>
    <message>
      <source>Breaking a table</source>
      <translation>Rozwiązanie stołu</translation>
    </message>
    <message>
      <source>The players of a broken table are given the open seats of the game's other tables, by draw or clockwise from the seat after the last button; a player away is seated away. A busted player, and anyone left without a seat, goes to the top of the list. Each comes in as a new player and brings any missed-blind button.</source>
      <translation>Gracze rozwiązanego stołu dostają wolne miejsca innych stołów gry — losowo albo zgodnie z ruchem wskazówek zegara od miejsca za ostatnim buttonem; nieobecnego sadza się jako nieobecnego. Gracz bez żetonów i każdy, komu zabrakło miejsca, trafia na początek listy oczekujących. Każdy wchodzi jako nowy gracz i przynosi swój znacznik ominiętego blinda, jeśli go ma.</translation>
    </message>
    <message>
      <source>A call holds the seat</source>
      <translation>Wezwanie trzyma miejsce</translation>
    </message>
    <message>
      <source>Calling a player locks the seat up for that player alone, for the table's lock-up minutes. Nobody else is seated there until the call is cancelled. A player who does not come goes to the bottom of the list or off it, as the house decides, and the seat stays locked up for the next player called.</source>
      <translation>Wezwanie robi z miejsca rezerwację dla tego jednego gracza na czas rezerwacji stołu. Dopóki wezwanie nie zostanie odwołane, nikogo innego się tam nie sadza. Gracz, który się nie zjawi, trafia na koniec listy oczekujących albo z niej wypada, jak postanowi kasyno, a miejsce zostaje zarezerwowane dla następnego wezwanego.</translation>
    </message>
    <message>
      <source>Undoing a move from the list</source>
      <translation>Cofnięcie przeniesienia z listy</translation>
    </message>
    <message>
      <source>A call, a seating, a table change or a broken table is undone or redone as a whole, from the list or from any table it changed, as long as it is still the latest action at every one of those tables. Once a hand has been dealt at one of them, undo there first.</source>
      <translation>Wezwanie, posadzenie, zmianę stołu albo rozwiązanie stołu cofa się lub ponawia w całości — z listy albo przy każdym stole, którego dotyczyło — dopóki jest to ostatnia akcja przy każdym z tych stołów. Gdy przy którymś rozdano już rozdanie, najpierw cofnij tam.</translation>
    </message>
    <message>
      <source>A table change while away</source>
      <translation>Zmiana stołu podczas nieobecności</translation>
    </message>
    <message>
      <source>A player who asked for another table is moved only while present at the old seat, so that the chips and any missed-blind button move with the player. One who has left that table meanwhile is seated like any name of the list.</source>
      <translation>Gracza, który poprosił o inny stół, przesadza się tylko wtedy, gdy jest na dawnym miejscu, aby żetony i znacznik ominiętego blinda przeszły razem z nim. Kto w międzyczasie opuścił tamten stół, zostaje posadzony jak każde nazwisko z listy.</translation>
    </message>
    <message>
      <source>Waiting after a move into the zone</source>
      <translation>Czekanie po przesiadce do strefy</translation>
    </message>
    <message>
      <source>Moving into the seat due the button or the small blind, the player never enters before the button has passed. Moving further from the blinds, the player still chooses: post a big blind behind the button, or wait the hands the move cost and then play free.</source>
      <translation>Gracz, który przesiada się na miejsce, na które przypada button lub mały blind, nigdy nie wchodzi do gry, zanim minie button. Jeśli oddalił się od blindów, nadal wybiera: postawić dużego blinda za buttonem albo przeczekać tyle rozdań, ile kosztowała zmiana miejsca, a potem grać za darmo.</translation>
    </message>
    <message>
      <source>Last hand's middle blind changes seats</source>
      <translation>Środkowy blind z poprzedniego rozdania zmienia miejsce</translation>
    </message>
    <message>
      <source>Under the dead button with three blinds the player who posted the middle blind is due the small blind. Moving leaves it dead on the old seat, and the player posts it, dead, in the new seat, as last hand's big blind does with two blinds.</source>
      <translation>Przy martwym buttonie i trzech blindach gracz, który postawił środkowego blinda, jest następny do małego blinda. Zmieniając miejsce, zostawia go martwego na dawnym miejscu i stawia go jako martwą stawkę na nowym, tak jak duży blind z poprzedniego rozdania przy dwóch blindach.</translation>
    </message>
    <message>
      <source>The big blind goes by a waiting player</source>
      <translation>Duży blind mija czekającego gracza</translation>
    </message>
    <message>
      <source>When the big blind moves over the seat of a player waiting for it, because the smaller blinds go only to players in the game, it has reached that player, who posts one big blind, live, and owes nothing more: at once outside the zone, otherwise as soon as the button has passed.</source>
      <translation>Gdy duży blind przechodzi przez miejsce gracza, który na niego czeka, bo mniejsze blindy trafiają tylko do graczy już w grze, dotarł do tego gracza: gracz stawia jednego dużego blinda jako żywego i nic więcej nie jest winien — od razu poza strefą, w przeciwnym razie gdy tylko minie button.</translation>
    </message>
    <message>
      <source>The read-out of a deal</source>
      <translation>Komunikaty rozdania</translation>
    </message>
    <message>
      <source>Every deal shows the button, the blinds, each post with its live and dead amounts, the seats dealt in and the first player to act. The first player to act sits left of the last blind posted or of a live straddle; heads-up it is the button.</source>
      <translation>Każde rozdanie pokazuje button, blindy, każdą stawkę z kwotą żywą i martwą, miejsca w rozdaniu i pierwszego do akcji. Pierwszy do akcji siedzi na lewo od ostatniego postawionego blinda albo żywego straddle'a; w heads-up jest nim button.</translation>
    </message>
    <message>
      <source>The dead button, always</source>
      <translation>Zawsze martwy button</translation>
    </message>
    <message>
      <source>Every deal of an event uses the dead button. The big blind goes to the first player after last hand's big-blind seat, the small blind lies on that seat and the button on last hand's small-blind seat, even when those seats are open now.</source>
      <translation>Każde rozdanie turnieju idzie według martwego buttona. Duży blind przypada pierwszemu graczowi po miejscu dużego blinda z poprzedniego rozdania, mały blind leży na tym miejscu, a button na miejscu małego blinda z poprzedniego rozdania, nawet jeśli te miejsca są teraz wolne.</translation>
    </message>
    <message>
      <source>Eliminations and the next deal</source>
      <translation>Eliminacje i następne rozdanie</translation>
    </message>
    <message>
      <source>When the small blind is eliminated the button lies dead on his seat; when the big blind is, the small blind is dead on his seat and the button dead there the hand after. Nobody posts for an open seat.</source>
      <translation>Gdy wyeliminowany zostaje mały blind, button leży martwy na jego miejscu; gdy duży blind, na jego miejscu jest martwy mały blind, a w kolejnym rozdaniu martwy button. Nikt nie stawia za wolne miejsce.</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>With two players dealt in, the button posts the small blind and acts first before the flop. On the hand that starts heads-up the big blind goes to the player who did not have it last hand, even if the button stays put.</source>
      <translation>Gdy karty dostaje dwóch graczy, button stawia małego blinda i działa pierwszy przed flopem. W rozdaniu, od którego zaczyna się heads-up, duży blind przypada graczowi, który nie miał go w poprzednim rozdaniu, nawet jeśli button zostaje na miejscu.</translation>
    </message>
    <message>
      <source>Antes</source>
      <translation>Ante</translation>
    </message>
    <message>
      <source>The level names the ante: none, one from every seat dealt in (absent players' too), or a big-blind ante the seat posting the big blind puts in. The blind comes first, then the ante, and antes are not reduced as the field shrinks.</source>
      <translation>Poziom określa ante: brak, od każdego miejsca biorącego udział w rozdaniu (także nieobecnych graczy) albo ante dużego blinda, które stawia miejsce dużego blinda. Najpierw blind, potem ante; ante nie maleje, gdy ubywa graczy.</translation>
    </message>
    <message>
      <source>A new level from the next hand</source>
      <translation>Nowy poziom od następnego rozdania</translation>
    </message>
    <message>
      <source>When the clock starts a level, a hand already dealt is played at the old level. Each table posts the new blinds and antes from its next deal.</source>
      <translation>Gdy zegar zaczyna poziom, już rozdane rozdanie gra się na starym poziomie. Każdy stół stawia nowe blindy i ante od swojego następnego rozdania.</translation>
    </message>
    <message>
      <source>The first button</source>
      <translation>Pierwszy button</translation>
    </message>
    <message>
      <source>At the start, at a new table and after a redraw, a high-card draw places the button and the next two players post the blinds. Everyone seated, present or not, is dealt in on that hand.</source>
      <translation>Na początku, przy nowym stole i po ponownym losowaniu najwyższa karta wyznacza button, a dwaj następni gracze stawiają blindy. W tym rozdaniu karty dostają wszyscy siedzący, obecni czy nie.</translation>
    </message>
    <message>
      <source>Absent players are blinded off</source>
      <translation>Nieobecni gracze płacą blindy</translation>
    </message>
    <message>
      <source>Nobody sits out in a tournament: an absent player's seat is dealt in and posts its blinds and antes. There are no missed-blind buttons, no make-ups and nobody waits for the big blind.</source>
      <translation>W turnieju nikt nie pauzuje: miejsce nieobecnego gracza dostaje karty i stawia swoje blindy i ante. Nie ma znaczników ominiętego blinda, nie ma czego uzupełnić i nikt nie czeka na dużego blinda.</translation>
    </message>
    <message>
      <source>At the seat by the end of the deal</source>
      <translation>Na miejscu do końca rozdawania</translation>
    </message>
    <message>
      <source>A player must be within reach of his chair when every player has his full hand. Otherwise the dealer kills his hand, and his blinds and antes stay in the pot.</source>
      <translation>Gracz musi być w zasięgu swojego krzesła, gdy każdy gracz ma już wszystkie karty. Inaczej krupier unieważnia jego rękę, a jego blindy i ante zostają w puli.</translation>
    </message>
    <message>
      <source>A player on penalty</source>
      <translation>Gracz ukarany</translation>
    </message>
    <message>
      <source>The floor gives the penalty as a number of hands dealt to him, at whatever table he sits. His blinds and antes are posted and his hand is killed; after the last one he plays again by himself, unless the floor ends the penalty sooner.</source>
      <translation>Floor nakłada karę jako liczbę rozdań rozdanych graczowi, przy którymkolwiek stole siedzi. Jego blindy i ante są stawiane, a jego ręka spalona; po ostatnim rozdaniu gra znów sam, chyba że floor wcześniej zakończy karę.</translation>
    </message>
    <message>
      <source>Joiners and the gap</source>
      <translation>Dołączający gracze i luka</translation>
    </message>
    <message>
      <source>A late registrant, a re-entry, an alternate or a player moved or from a broken table gets any seat and never posts to enter. He is dealt in from the next deal, unless his seat lies strictly between its button and its small blind: then he waits a hand.</source>
      <translation>Gracz z późnej rejestracji, ponownego wejścia, rezerwowy, przeniesiony albo z rozwiązanego stołu dostaje dowolne miejsce i nigdy nie stawia za wejście. Dostaje karty od następnego rozdania, chyba że jego miejsce leży dokładnie między buttonem a małym blindem tego rozdania: wtedy czeka jedno rozdanie.</translation>
    </message>
    <message>
      <source>A joiner on a dead position</source>
      <translation>Dołączający gracz na martwej pozycji</translation>
    </message>
    <message>
      <source>Any seat, the blinds and the button included, is a joiner's to play. Where the next deal would put a dead small blind or a dead button, the joiner there plays the position and it is no longer dead.</source>
      <translation>Dołączający gracz może grać na każdym miejscu, także na blindach i buttonie. Tam, gdzie następne rozdanie dałoby martwego małego blinda lub martwy button, siedzący tam dołączający gracz gra tę pozycję i nie jest ona już martwa.</translation>
    </message>
    <message>
      <source>Re-entries</source>
      <translation>Ponowne wejścia</translation>
    </message>
    <message>
      <source>A player who re-enters leaves his old seat open and draws a seat like any newcomer; he plays there as a joiner. A rebuy keeps the player in his seat.</source>
      <translation>Gracz, który wchodzi ponownie, zostawia dawne miejsce wolne i losuje miejsce jak każdy nowy uczestnik; gra tam jako dołączający gracz. Przy dokupieniu gracz zostaje na swoim miejscu.</translation>
    </message>
    <message>
      <source>A player in the wrong seat</source>
      <translation>Gracz na złym miejscu</translation>
    </message>
    <message>
      <source>The floor moves him to the seat he drew, at his table or another, and he joins it as any player arriving between hands. His old seat is left open for the next deal, and nothing already dealt is decided again.</source>
      <translation>Floor przesadza go na wylosowane miejsce, przy jego stole lub innym, i gracz dołącza tam jak każdy, kto przychodzi między rozdaniami. Jego dawne miejsce zostaje wolne na następne rozdanie, a nic, co już rozdano, nie jest rozstrzygane na nowo.</translation>
    </message>
    <message>
      <source>Tables within the house's limits</source>
      <translation>Stoły w granicach ustalonych przez kasyno</translation>
    </message>
    <message>
      <source>The house sets how far apart the tables may be, tighter as tables close: by default two players while more than six tables play, then one. A bust that breaks the limit makes the floor move a player, after a break if one is due.</source>
      <translation>Kasyno ustala, o ile mogą się różnić stoły, coraz mniej, im mniej stołów gra: domyślnie o dwóch graczy, dopóki gra więcej niż sześć stołów, potem o jednego. Gdy gracz straci wszystkie żetony i różnica zostanie przekroczona, floor przenosi gracza — po rozwiązaniu stołu, jeśli przyszła na nie pora.</translation>
    </message>
    <message>
      <source>A short table halts</source>
      <translation>Niepełny stół się wstrzymuje</translation>
    </message>
    <message>
      <source>A table that many players short waits for a player as soon as its next big blind would skip an open seat. The floor may waive the halt and deal.</source>
      <translation>Stół, przy którym brakuje tylu graczy, czeka na gracza, gdy tylko jego następny duży blind ominąłby wolne miejsce. Floor może odstąpić od wstrzymania i pozwolić rozdawać.</translation>
    </message>
    <message>
      <source>The giving table</source>
      <translation>Stół oddający</translation>
    </message>
    <message>
      <source>Which table gives a player is fixed in advance: among the tables with the most players, the one that comes first in the breaking order.</source>
      <translation>Który stół oddaje gracza, ustala się z góry: spośród stołów z największą liczbą graczy ten, który jest pierwszy w kolejności rozwiązywania stołów.</translation>
    </message>
    <message>
      <source>The player due the big blind moves</source>
      <translation>Stół zmienia gracz, na którego przypada duży blind</translation>
    </message>
    <message>
      <source>At the giving table the next deal's big blind is worked out from its last hand, and that player moves. Nobody at that table skips a big blind by it.</source>
      <translation>Przy stole oddającym duży blind następnego rozdania wyznacza się z jego ostatniego rozdania i ten gracz zmienia stół. Nikt przy tym stole nie omija przez to dużego blinda.</translation>
    </message>
    <message>
      <source>The worst position</source>
      <translation>Najgorsza pozycja</translation>
    </message>
    <message>
      <source>Best of all is a seat where he posts the big blind on the next deal. When last hand's big blind left the table, he may take that seat and post a single big blind there with no small blind that hand.</source>
      <translation>Najlepiej miejsce, na którym postawi dużego blinda w następnym rozdaniu. Gdy duży blind poprzedniego rozdania opuścił stół, może zająć to miejsce i postawić tam pojedynczego dużego blinda, bez małego blinda w tym rozdaniu.</translation>
    </message>
    <message>
      <source>Breaking tables in order</source>
      <translation>Rozwiązywanie stołów po kolei</translation>
    </message>
    <message>
      <source>The breaking order is fixed in advance. The next table in it breaks after its current hand as soon as its players fit the open seats of the other tables; breaking comes before balancing.</source>
      <translation>Kolejność rozwiązywania stołów jest ustalona z góry. Następny stół według niej zostaje rozwiązany po bieżącym rozdaniu, gdy tylko jego gracze mieszczą się na wolnych miejscach pozostałych stołów; rozwiązanie stołu ma pierwszeństwo przed równoważeniem.</translation>
    </message>
    <message>
      <source>The seat draw</source>
      <translation>Losowanie miejsc</translation>
    </message>
    <message>
      <source>Balance decides how many players each table takes; the seats there and who gets which are drawn at random. The draw's seed is kept, so the same slips come out again.</source>
      <translation>Równowaga decyduje, ilu graczy przyjmuje każdy stół; miejsca i to, kto które dostaje, są losowane. Kod losowania jest zachowany, więc wypadną te same losy.</translation>
    </message>
    <message>
      <source>Players from a broken table are joiners</source>
      <translation>Gracze z rozwiązanego stołu to dołączający gracze</translation>
    </message>
    <message>
      <source>Nothing carries over from the broken table: in his new seat he is a joiner, dealt in from the next deal outside its gap, the blinds and the button included. An absent player is seated and blinded all the same.</source>
      <translation>Z rozwiązanego stołu nic nie przechodzi: na nowym miejscu jest dołączającym graczem i dostaje karty od następnego rozdania poza jego luką, także na blindach i buttonie. Nieobecnego gracza i tak się sadza i płaci on blindy.</translation>
    </message>
    <message>
      <source>The final table</source>
      <translation>Stół finałowy</translation>
    </message>
    <message>
      <source>The final table forms when the players left fit one table. Seats are drawn at random, the button by high card, and everybody is dealt in on its first hand.</source>
      <translation>Stół finałowy powstaje, gdy pozostali gracze mieszczą się przy jednym stole. Miejsca są losowane, button wyznacza najwyższa karta, a w pierwszym rozdaniu karty dostają wszyscy.</translation>
    </message>
    <message>
      <source>Hand-for-hand</source>
      <translation>Rozdanie po rozdaniu</translation>
    </message>
    <message>
      <source>Near the money every table plays one hand and waits for the others. Players eliminated in the same hand-for-hand hand are placed together when all tables have finished it.</source>
      <translation>Blisko miejsc płatnych każdy stół gra jedno rozdanie i czeka na pozostałe. Gracze wyeliminowani w tym samym rozdaniu tego trybu dostają miejsca razem, gdy skończą je wszystkie stoły.</translation>
    </message>
    <message>
      <source>Finishing places</source>
      <translation>Miejsca końcowe</translation>
    </message>
    <message>
      <source>Places follow the order of elimination. Players eliminated in one hand at one table, or in one hand-for-hand hand anywhere, finish together; with every start-of-hand stack entered the larger stack finishes higher and equal stacks share.</source>
      <translation>Miejsca idą w kolejności eliminacji. Gracze wyeliminowani w jednym rozdaniu przy jednym stole albo w jednym rozdaniu trybu rozdanie po rozdaniu przy dowolnych stołach kończą razem; gdy wpisano wszystkie stacki z początku rozdania, większy stack kończy wyżej, a równe dzielą miejsce.</translation>
    </message>
    <message>
      <source>Positions put right, misdeals</source>
      <translation>Poprawione pozycje, błędne rozdania</translation>
    </message>
    <message>
      <source>When the button or a blind was in the wrong place, the floor names where last hand's positions should have been and the next deal follows from there. A misdeal is dealt again as the same hand: nothing moves.</source>
      <translation>Gdy button lub blind leżał w złym miejscu, floor wskazuje, gdzie powinny były być pozycje poprzedniego rozdania, i następne rozdanie idzie od nich. Błędne rozdanie rozdaje się ponownie jako to samo rozdanie: nic się nie przesuwa.</translation>
    </message>
    <message>
      <source>The clock</source>
      <translation>Zegar</translation>
    </message>
    <message>
      <source>Time moves the clock from stage to stage by itself; each table deals at the level the clock shows when it deals, and no table deals during a break. The screen shows the level, the time left, the next level and the next break.</source>
      <translation>Czas sam przesuwa zegar z etapu na etap; każdy stół rozdaje na poziomie, który zegar pokazuje w chwili rozdania, a w czasie przerwy żaden stół nie rozdaje. Ekran pokazuje poziom, pozostały czas, następny poziom i następną przerwę.</translation>
    </message>
  </context>
  <context>
    <name>mistakes</name>
    <message>
      <source>The button goes on {expected}, not on {given}.</source>
      <translation>Miejsce buttona to {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The button on {seat} is {expected}, not {given}.</source>
      <translation>Button ({seat}): {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}, not on {given}.</source>
      <translation>Miejsce małego blinda to {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The small blind on {seat} is {expected}, not {given}.</source>
      <translation>Mały blind ({seat}): {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}, not on {given}.</source>
      <translation>Miejsce dużego blinda to {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}, not on {given}.</source>
      <translation>Miejsce trzeciego blinda to {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}.</source>
      <translation>{seat} stawia {expected}.</translation>
    </message>
    <message>
      <source>{seat} posts nothing.</source>
      <translation>{seat} nic nie stawia.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}, not {given}.</source>
      <translation>{seat} stawia {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>{seat} is {expected}.</source>
      <translation>{seat}: prawidłowo {expected}.</translation>
    </message>
    <message>
      <source>The first to act is {expected}, not {given}.</source>
      <translation>Pierwszy działa {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>{seat} should have {expected}, not {given}.</source>
      <translation>{seat}: powinno być {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}, not {given}.</source>
      <translation>Stół zmienia {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The new seat is {expected}, not {given}.</source>
      <translation>Nowe miejsce to {expected}, a nie {given}.</translation>
    </message>
    <message>
      <source>The button goes on {expected}; no seat was marked for it.</source>
      <translation>Button idzie na {expected}; nie zaznaczono żadnego miejsca.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}; no seat was marked for it.</source>
      <translation>Mały blind idzie na {expected}; nie zaznaczono żadnego miejsca.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}; no seat was marked for it.</source>
      <translation>Duży blind idzie na {expected}; nie zaznaczono żadnego miejsca.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}; no seat was marked for it.</source>
      <translation>Trzeci blind idzie na {expected}; nie zaznaczono żadnego miejsca.</translation>
    </message>
    <message>
      <source>The first to act is {expected}; no seat was marked.</source>
      <translation>Pierwszy działa {expected}; nie zaznaczono żadnego miejsca.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}; no player was chosen.</source>
      <translation>Stół zmienia {expected}; nie wybrano gracza.</translation>
    </message>
    <message>
      <source>The new seat is {expected}; no seat was chosen.</source>
      <translation>Nowe miejsce to {expected}; nie wybrano miejsca.</translation>
    </message>
    <message>
      <source>There is no small blind this hand, not on {given}.</source>
      <translation>W tym rozdaniu nie ma małego blinda, także na {given}.</translation>
    </message>
    <message>
      <source>There is no third blind this hand, not on {given}.</source>
      <translation>W tym rozdaniu nie ma trzeciego blinda, także na {given}.</translation>
    </message>
  </context>
  <context>
    <name>topics</name>
    <message>
      <source>Plain rotation and the dead button</source>
      <translation>Zwykła rotacja i martwy button</translation>
    </message>
    <message>
      <source>Missed blinds and making them up</source>
      <translation>Ominięte blindy i ich uzupełnianie</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Nowi gracze i nowe gry</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Heads-up</translation>
    </message>
    <message>
      <source>The simplified button</source>
      <translation>Uproszczony button</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Bez martwego buttona (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>Seat changes and dealing off</source>
      <translation>Zmiany miejsca i zejście z buttona</translation>
    </message>
    <message>
      <source>The tournament floor: events and balancing</source>
      <translation>Floor turniejowy: turnieje i równoważenie stołów</translation>
    </message>
  </context>
  <context>
    <name>lessons</name>
    <message>
      <source>Plain rotation: the button and the blinds move one seat a hand</source>
      <translation>Zwykła rotacja: button i blindy przesuwają się o jedno miejsce na rozdanie</translation>
    </message>
    <message>
      <source>With every seat taken and nobody coming or going, each position moves one seat to the left every hand: the big blind goes to the next player, last hand's big blind posts the small blind, and last hand's small blind gets the button. The first player to act before the flop sits left of the big blind. Watch the wrap-around from seat 9 to seat 1.</source>
      <translation>Gdy wszystkie miejsca są zajęte i nikt nie przychodzi ani nie odchodzi, każda pozycja przesuwa się w każdym rozdaniu o jedno miejsce w lewo: duży blind przechodzi do następnego gracza, duży blind z poprzedniego rozdania stawia małego blinda, a mały blind z poprzedniego rozdania dostaje button. Pierwszy przed flopem działa gracz siedzący na lewo od dużego blinda. Zwróć uwagę na przejście z miejsca 9 na miejsce 1.</translation>
    </message>
    <message>
      <source>Big blind to the next player after seat 9, which is seat 1; Ike, last hand's big blind, posts the small blind; the button goes to seat 8. Seat 2 acts first.</source>
      <translation>Duży blind przechodzi do następnego gracza po miejscu 9, czyli na miejsce 1; Ike, duży blind z poprzedniego rozdania, stawia małego blinda; button przechodzi na miejsce 8. Pierwsze działa miejsce 2.</translation>
    </message>
    <message>
      <source>Everything moves one seat again: button 9, small blind 1, big blind 2, and seat 3 acts first.</source>
      <translation>Wszystko znów przesuwa się o jedno miejsce: button 9, mały blind 1, duży blind 2, a pierwsze działa miejsce 3.</translation>
    </message>
    <message>
      <source>Button 1, small blind 2, big blind 3; seat 4 acts first.</source>
      <translation>Button 1, mały blind 2, duży blind 3; pierwsze działa miejsce 4.</translation>
    </message>
    <message>
      <source>Empty seats: positions go from player to player</source>
      <translation>Puste miejsca: pozycje przechodzą od gracza do gracza</translation>
    </message>
    <message>
      <source>Seats 2, 5 and 7 are empty. The big blind goes to the next player, not the next seat; the small blind and the button follow on the seats the bigger positions had last hand. The first to act is the first player dealt in left of the big blind, however many empty seats lie between.</source>
      <translation>Miejsca 2, 5 i 7 są puste. Duży blind przechodzi do następnego gracza, a nie na następne miejsce; mały blind i button zajmują miejsca, które w poprzednim rozdaniu miały większe pozycje. Pierwszy działa pierwszy gracz z kartami na lewo od dużego blinda, bez względu na to, ile pustych miejsc jest pomiędzy.</translation>
    </message>
    <message>
      <source>The big blind passes empty seat 5 and lands on Flo (6); Di, last hand's big blind, posts the small blind on 4; the button goes to 3. Seat 7 is empty, so Hal (8) acts first.</source>
      <translation>Duży blind omija puste miejsce 5 i trafia do Flo (6); Di, duży blind z poprzedniego rozdania, stawia małego blinda na miejscu 4; button przechodzi na 3. Miejsce 7 jest puste, więc pierwszy działa Hal (8).</translation>
    </message>
    <message>
      <source>Big blind Hal (8), small blind Flo (6), button Di (4); Ike (9) acts first.</source>
      <translation>Duży blind Hal (8), mały blind Flo (6), button Di (4); pierwszy działa Ike (9).</translation>
    </message>
    <message>
      <source>Big blind Ike (9), small blind Hal (8), button Flo (6); Ann (1) acts first.</source>
      <translation>Duży blind Ike (9), mały blind Hal (8), button Flo (6); pierwsza działa Ann (1).</translation>
    </message>
    <message>
      <source>Dead button rule: the big blind leaves, the small blind is dead</source>
      <translation>Zasada martwego buttona: odchodzi duży blind, mały blind jest martwy</translation>
    </message>
    <message>
      <source>Gus, who just paid the big blind on seat 7, leaves for good: a lock-up button goes on his seat. Under the dead button rule the big blind still moves exactly one player, so Hal posts it. The small blind belongs on seat 7, where nobody sits: it is dead, nobody posts it. Next hand the button lands on the empty seat 7: a dead button.</source>
      <translation>Gus, który właśnie zapłacił dużego blinda na miejscu 7, odchodzi na dobre: na jego miejscu kładzie się znacznik rezerwacji. Przy zasadzie martwego buttona duży blind i tak przesuwa się dokładnie o jednego gracza, więc stawia go Hal. Mały blind należy się miejscu 7, na którym nikt nie siedzi: jest martwy, nikt go nie stawia. W następnym rozdaniu button trafia na puste miejsce 7: to martwy button.</translation>
    </message>
    <message>
      <source>Big blind Hal (8); the small blind is on empty seat 7 and is dead; the button is on seat 6. Ann (1) acts first.</source>
      <translation>Duży blind Hal (8); mały blind jest na pustym miejscu 7 i jest martwy; button jest na miejscu 6. Pierwsza działa Ann (1).</translation>
    </message>
    <message>
      <source>The button goes to seat 7, where nobody sits: a dead button. Hal played the big blind last hand, so he posts the small blind; Ann posts the big blind.</source>
      <translation>Button przechodzi na miejsce 7, na którym nikt nie siedzi: to martwy button. Hal grał w poprzednim rozdaniu na dużym blindzie, więc stawia małego blinda; Ann stawia dużego blinda.</translation>
    </message>
    <message>
      <source>The rotation is normal again: button 8, small blind 1, big blind 2.</source>
      <translation>Rotacja znów jest zwykła: button 8, mały blind 1, duży blind 2.</translation>
    </message>
    <message>
      <source>Dead button rule: the small blind leaves, the button is dead</source>
      <translation>Zasada martwego buttona: odchodzi mały blind, button jest martwy</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves. The button takes the seat where the small blind was, even though nobody sits there now: a dead button. The player to its right, Bob, has last action for a second hand in a row. Nobody skips a blind.</source>
      <translation>Cy zapłacił małego blinda na miejscu 3 i odchodzi. Button zajmuje miejsce, na którym był mały blind, choć nikt tam teraz nie siedzi: to martwy button. Gracz po jego prawej, Bob, drugie rozdanie z rzędu działa ostatni. Nikt nie omija blinda.</translation>
    </message>
    <message>
      <source>The button belongs on seat 3, now empty: a dead button. Di played the big blind, so she posts the small blind; Ed posts the big blind; Flo acts first.</source>
      <translation>Button należy się miejscu 3, teraz pustemu: to martwy button. Di grała na dużym blindzie, więc stawia małego blinda; Ed stawia dużego blinda; pierwsza działa Flo.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), big blind Flo (6): the table is back to normal.</source>
      <translation>Button Di (4), mały blind Ed (5), duży blind Flo (6): przy stole znów jest normalnie.</translation>
    </message>
    <message>
      <source>An away player on the button seat misses nothing</source>
      <translation>Gracz, który odszedł od stołu, na miejscu buttona niczego nie omija</translation>
    </message>
    <message>
      <source>Di steps away just as the button is due on her seat. The button goes there anyway and is dead because she is not dealt in. Missing the button costs nothing: she gets no missed-blind button, and when she comes back before the blinds reach her she simply plays.</source>
      <translation>Di odchodzi od stołu akurat wtedy, gdy button ma trafić na jej miejsce. Button i tak tam trafia i jest martwy, bo Di nie dostaje kart. Ominięcie buttona nic nie kosztuje: Di nie dostaje znacznika ominiętego blinda, a jeśli wróci, zanim dojdą do niej blindy, po prostu gra.</translation>
    </message>
    <message>
      <source>The button is on Di's seat 4 and dead, because she is away; she misses no blind, so she gets no missed-blind button. Ed posts the small blind, Flo the big blind.</source>
      <translation>Button jest na miejscu 4 Di i jest martwy, bo Di odeszła od stołu; nie omija żadnego blinda, więc nie dostaje znacznika ominiętego blinda. Ed stawia małego blinda, Flo dużego.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she is dealt in without posting. Button 5, small blind 6, big blind 7.</source>
      <translation>Di wróciła i nic nie jest winna: dostaje karty bez stawiania. Button 5, mały blind 6, duży blind 7.</translation>
    </message>
    <message>
      <source>Away when the big blind is due: a missed-blind button for both blinds</source>
      <translation>Nieobecny, gdy przypada duży blind: znacznik ominiętego blinda za oba blindy</translation>
    </message>
    <message>
      <source>Flo steps away from seat 6 just before the big blind reaches her. The big blind goes to the next player present, and Flo gets a missed-blind button for both blinds: the big blind passed her, and the small blind would have come to her next.</source>
      <translation>Flo odchodzi od stołu z miejsca 6 tuż przed tym, jak dojdzie do niej duży blind. Duży blind przechodzi do następnego obecnego gracza, a Flo dostaje znacznik ominiętego blinda za oba blindy: duży blind ją ominął, a mały blind przypadłby na nią w następnym rozdaniu.</translation>
    </message>
    <message>
      <source>The big blind skips away Flo and goes to Gus (7); Flo gets the 'both' button. Ed, last hand's big blind, posts the small blind.</source>
      <translation>Duży blind omija Flo, która odeszła od stołu, i przechodzi do Gusa (7); Flo dostaje znacznik za oba blindy. Ed, duży blind z poprzedniego rozdania, stawia małego blinda.</translation>
    </message>
    <message>
      <source>Flo is still away and keeps her button. Button 5, small blind Gus (7), big blind Hal (8).</source>
      <translation>Flo nadal jest nieobecna i zachowuje swój znacznik. Button 5, mały blind Gus (7), duży blind Hal (8).</translation>
    </message>
    <message>
      <source>Away on the small-blind seat: a dead small blind and a missed small blind</source>
      <translation>Nieobecny na miejscu małego blinda: martwy mały blind i ominięty mały blind</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. The small blind falls on his seat: it is dead (nobody posts it) and Ed gets a missed small-blind button. Next hand the button lands on his seat, dead again; on the button he misses nothing more.</source>
      <translation>Ed zapłacił dużego blinda na miejscu 5 i odchodzi od stołu. Mały blind przypada na jego miejsce: jest martwy (nikt go nie stawia), a Ed dostaje znacznik ominiętego małego blinda. W następnym rozdaniu button trafia na jego miejsce i znów jest martwy; na buttonie Ed nic więcej nie omija.</translation>
    </message>
    <message>
      <source>The small blind is on Ed's seat 5 and dead; Ed gets the 'sb' button. Flo posts the big blind and Gus acts first.</source>
      <translation>Mały blind jest na miejscu 5 Eda i jest martwy; Ed dostaje znacznik SB. Flo stawia dużego blinda, a pierwszy działa Gus.</translation>
    </message>
    <message>
      <source>The button is on Ed's seat and dead; he misses nothing on the button, so he still owes only the small blind. Flo, last hand's big blind, posts the small blind.</source>
      <translation>Button jest na miejscu Eda i jest martwy; na buttonie Ed nic nie omija, więc nadal jest winien tylko małego blinda. Flo, duży blind z poprzedniego rozdania, stawia małego blinda.</translation>
    </message>
    <message>
      <source>Three blinds: every position moves the same way</source>
      <translation>Trzy blindy: każda pozycja przesuwa się tak samo</translation>
    </message>
    <message>
      <source>This table plays three blinds of 1, 2 and 3. Di, who paid the largest blind on seat 4, leaves. The largest blind moves to the next player, Ed; every smaller position and the button take the seat where the next larger position was. A blind whose seat is empty is dead.</source>
      <translation>Przy tym stole gra się z trzema blindami: 1, 2 i 3. Di, która zapłaciła największego blinda na miejscu 4, odchodzi. Największy blind przechodzi do następnego gracza, Eda; każda mniejsza pozycja i button zajmują miejsce, na którym była następna większa pozycja. Blind, którego miejsce jest puste, jest martwy.</translation>
    </message>
    <message>
      <source>The largest blind goes to Ed (5). Cy, who paid the middle blind, posts the small blind; the middle blind is on empty seat 4 and is dead; the button is on Bob's seat 2.</source>
      <translation>Największy blind przechodzi do Eda (5). Cy, który zapłacił środkowego blinda, stawia małego blinda; środkowy blind jest na pustym miejscu 4 i jest martwy; button jest na miejscu 2 Boba.</translation>
    </message>
    <message>
      <source>The largest blind to Flo (6); Ed paid the largest blind and now posts the middle one; the small blind falls on empty seat 4 and is dead; the button goes to Cy (3).</source>
      <translation>Największy blind przechodzi do Flo (6); Ed zapłacił największego blinda, a teraz stawia środkowego; mały blind przypada na puste miejsce 4 i jest martwy; button przechodzi do Cy (3).</translation>
    </message>
    <message>
      <source>Coming back: make up both blinds and play at once</source>
      <translation>Powrót: uzupełnij oba blindy i graj od razu</translation>
    </message>
    <message>
      <source>Flo missed both blinds while away. She comes back and chooses to post. Her seat is outside the zone (the button seat and the seats up to the small blind), so she is dealt in at once: she posts a big blind live, which counts toward her bet, and a small blind dead, which goes to the middle. Her missed-blind button is removed.</source>
      <translation>Flo ominęła oba blindy, gdy była nieobecna. Wraca i decyduje się postawić. Jej miejsce jest poza strefą (strefa to miejsce buttona i miejsca aż do małego blinda), więc od razu dostaje karty: stawia dużego blinda jako żywego, który wlicza się do jej zakładu, i małego blinda jako martwego, który trafia do puli. Jej znacznik ominiętego blinda zostaje zdjęty.</translation>
    </message>
    <message>
      <source>Flo (6) posts 2 live and 1 dead and plays; her missed-blind button goes. The blinds themselves move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Flo (6) stawia 2 żywe i 1 martwy, po czym gra; jej znacznik ominiętego blinda zostaje zdjęty. Same blindy przesuwają się jak zwykle: button 2, mały blind 3, duży blind 4.</translation>
    </message>
    <message>
      <source>Flo owes nothing any more and plays like everyone else. Button 3, small blind 4, big blind 5.</source>
      <translation>Flo nic już nie jest winna i gra jak wszyscy. Button 3, mały blind 4, duży blind 5.</translation>
    </message>
    <message>
      <source>Coming back: wait for the big blind instead of making up</source>
      <translation>Powrót: czekanie na dużego blinda zamiast uzupełniania</translation>
    </message>
    <message>
      <source>Gus owes both blinds and comes back choosing to wait. He is not dealt in until the big blind reaches him; then he posts only the big blind, and his missed-blind button is removed. Waiting saves him the dead small blind but costs him the hands in between.</source>
      <translation>Gus jest winien oba blindy, wraca i decyduje się czekać. Nie dostaje kart, dopóki nie dojdzie do niego duży blind; wtedy stawia tylko dużego blinda, a jego znacznik ominiętego blinda zostaje zdjęty. Czekanie oszczędza mu martwego małego blinda, ale kosztuje go rozdania w międzyczasie.</translation>
    </message>
    <message>
      <source>Gus (7) waits for the big blind: he is not dealt in and keeps his 'both' button. The big blind goes to Flo (6), so Hal (8) acts first.</source>
      <translation>Gus (7) czeka na dużego blinda: nie dostaje kart i zachowuje znacznik za oba blindy. Duży blind przechodzi do Flo (6), więc pierwszy działa Hal (8).</translation>
    </message>
    <message>
      <source>The big blind reaches Gus: he posts just the big blind, his button is removed, and he plays.</source>
      <translation>Duży blind dochodzi do Gusa: Gus stawia tylko dużego blinda, jego znacznik zostaje zdjęty i Gus gra.</translation>
    </message>
    <message>
      <source>Nobody comes in between the button and the small blind</source>
      <translation>Nikt nie wchodzi do gry między buttonem a małym blindem</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, but her seat 4 lies between the next button (seat 3) and the next small blind (seat 5): the zone. Nobody enters the game there, because he would get cards without ever paying for the button. She waits until the button has passed her, then makes up her blinds.</source>
      <translation>Di jest winna oba blindy, wraca i decyduje się postawić, ale jej miejsce 4 leży między następnym buttonem (miejsce 3) a następnym małym blindem (miejsce 5): w strefie. Nikt nie wchodzi tam do gry, bo dostałby karty, nie płacąc nigdy za button. Di czeka, aż button ją minie, a potem uzupełnia blindy.</translation>
    </message>
    <message>
      <source>The button goes to 3 and the small blind to 5, so seat 4 is in the zone: Di waits and keeps her 'both' button. The big blind goes to Flo (6).</source>
      <translation>Button przechodzi na 3, a mały blind na 5, więc miejsce 4 jest w strefie: Di czeka i zachowuje znacznik za oba blindy. Duży blind przechodzi do Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts 2 live and 1 dead and plays.</source>
      <translation>Button minął miejsce 4: Di stawia 2 żywe i 1 martwy i gra.</translation>
    </message>
    <message>
      <source>Coming back behind the button</source>
      <translation>Powrót za buttonem</translation>
    </message>
    <message>
      <source>Flo owes both blinds and chooses to come back behind the button: she lets the blinds and the button pass her seat, then makes up what she owes in the seat just after the button. Until then the big blind skips her, without a new missed-blind button: she is present, not away.</source>
      <translation>Flo jest winna oba blindy i decyduje się wrócić za buttonem: przepuszcza blindy i button przez swoje miejsce, a potem uzupełnia to, co jest winna, na miejscu tuż za buttonem. Do tego czasu duży blind ją pomija, bez nowego znacznika ominiętego blinda: Flo jest przy stole, a nie odeszła od stołu.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips her seat and goes to Gus (7). She is present, so she gets no new button.</source>
      <translation>Flo czeka, by wejść za buttonem: duży blind pomija jej miejsce i przechodzi do Gusa (7). Flo jest obecna, więc nie dostaje nowego znacznika.</translation>
    </message>
    <message>
      <source>The big blind has passed her, but the button has not yet: she waits one more hand.</source>
      <translation>Duży blind już ją minął, ale button jeszcze nie: czeka jeszcze jedno rozdanie.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts 2 live and 1 dead behind the button and plays.</source>
      <translation>Button przechodzi za miejsce 6, do Gusa: Flo stawia 2 żywe i 1 martwy za buttonem i gra.</translation>
    </message>
    <message>
      <source>Missed only the small blind: make it up dead</source>
      <translation>Ominięty tylko mały blind: uzupełnij go jako martwego</translation>
    </message>
    <message>
      <source>Ed steps away after paying the big blind: the small blind lands dead on his seat and he owes a small blind. He comes back just as the button reaches his seat, so he waits one hand in the zone. Then he makes up the small blind: dead, nothing live, because he never missed a big blind.</source>
      <translation>Ed odchodzi od stołu po zapłaceniu dużego blinda: mały blind trafia na jego miejsce jako martwy, a Ed jest winien małego blinda. Wraca akurat wtedy, gdy button dochodzi do jego miejsca, więc czeka jedno rozdanie w strefie. Potem uzupełnia małego blinda: jako martwego, bez żywej części, bo nigdy nie ominął dużego blinda.</translation>
    </message>
    <message>
      <source>The small blind is dead on Ed's seat 5; he gets the 'sb' button.</source>
      <translation>Mały blind jest martwy na miejscu 5 Eda; Ed dostaje znacznik SB.</translation>
    </message>
    <message>
      <source>Ed is back, but the button is on his seat: he is in the zone and waits, and the button is dead.</source>
      <translation>Ed wrócił, ale button jest na jego miejscu: Ed jest w strefie i czeka, a button jest martwy.</translation>
    </message>
    <message>
      <source>Outside the zone now, Ed posts 1 dead (no live part) and plays.</source>
      <translation>Teraz, poza strefą, Ed stawia 1 martwy (bez żywej części) i gra.</translation>
    </message>
    <message>
      <source>Pot-limit and no-limit: make up with one big blind</source>
      <translation>Pot-limit i no-limit: uzupełnienie jednym dużym blindem</translation>
    </message>
    <message>
      <source>This no-limit table uses the big-only make-up: a player who missed both blinds posts one big blind, live, and nothing dead. Only a missed small blind alone is still made up as a dead small blind. Hal owes both, Ike owes the small blind; both come back and post.</source>
      <translation>Przy tym stole no-limit obowiązuje uzupełnienie samym dużym blindem: gracz, który ominął oba blindy, stawia jednego dużego blinda jako żywego i nic martwego. Tylko sam ominięty mały blind nadal uzupełnia się jako martwego małego blinda. Hal jest winien oba, Ike małego blinda; obaj wracają i stawiają.</translation>
    </message>
    <message>
      <source>Hal (8) owed both: one big blind, live, nothing dead. Ike (9) owed only the small blind: 1 dead.</source>
      <translation>Hal (8) był winien oba: jeden duży blind jako żywy, nic martwego. Ike (9) był winien tylko małego blinda: 1 martwy.</translation>
    </message>
    <message>
      <source>Nobody owes anything any more: button 3, small blind 4, big blind 5.</source>
      <translation>Nikt już nic nie jest winien: button 3, mały blind 4, duży blind 5.</translation>
    </message>
    <message>
      <source>Back just as the big blind reaches him: only the big blind</source>
      <translation>Powrót akurat, gdy dochodzi duży blind: tylko duży blind</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, on the very hand the big blind comes to her seat. She posts the big blind and nothing more: taking the big blind in turn settles her debt, exactly as if she had waited for it.</source>
      <translation>Di jest winna oba blindy, wraca i decyduje się postawić dokładnie w tym rozdaniu, w którym duży blind dochodzi do jej miejsca. Stawia dużego blinda i nic więcej: wzięcie dużego blinda w swojej kolejności rozlicza jej dług, dokładnie tak, jakby na niego czekała.</translation>
    </message>
    <message>
      <source>The big blind lands on Di (4): she posts 2, no dead small blind, and her button is removed.</source>
      <translation>Duży blind trafia do Di (4): stawia 2, bez martwego małego blinda, a jej znacznik zostaje zdjęty.</translation>
    </message>
    <message>
      <source>Di played the big blind, so she posts the small blind now: the rotation goes on.</source>
      <translation>Di grała na dużym blindzie, więc teraz stawia małego blinda: rotacja toczy się dalej.</translation>
    </message>
    <message>
      <source>Fewer than two players owing nothing: every missed blind is forgiven</source>
      <translation>Mniej niż dwóch graczy bez zaległości: wszystkie ominięte blindy zostają darowane</translation>
    </message>
    <message>
      <source>Di and Ed step away and the big blind passes both of them. Then Bob and Cy leave for good. When Di and Ed come back, Ann is the only present player who owes nothing: a game cannot go on on those terms, so every missed-blind button is forgiven and all three play at once.</source>
      <translation>Di i Ed odchodzą od stołu, a duży blind omija ich oboje. Potem Bob i Cy odchodzą na dobre. Gdy Di i Ed wracają, Ann jest jedynym obecnym graczem, który nic nie jest winien: na takich warunkach gra nie może się toczyć, więc wszystkie ominięte blindy zostają darowane i cała trójka od razu gra.</translation>
    </message>
    <message>
      <source>The big blind skips away Di and Ed and lands on Ann (1): Di and Ed get 'both'. Cy posts the small blind.</source>
      <translation>Duży blind omija nieobecnych Di i Eda i trafia do Ann (1): Di i Ed dostają znacznik za oba blindy. Cy stawia małego blinda.</translation>
    </message>
    <message>
      <source>Only Ann owes nothing: every missed blind is forgiven. The button lies on empty seat 3 (dead), Ann posts the small blind, Di the big blind, and Ed acts first.</source>
      <translation>Tylko Ann nic nie jest winna: wszystkie ominięte blindy zostają darowane. Button leży na pustym miejscu 3 (martwy), Ann stawia małego blinda, Di dużego, a pierwszy działa Ed.</translation>
    </message>
    <message>
      <source>A new player posts a big blind and plays at once</source>
      <translation>Nowy gracz stawia dużego blinda i gra od razu</translation>
    </message>
    <message>
      <source>Gus sits down on empty seat 7 and chooses to post. His seat is outside the zone, so he posts one big blind and is dealt in at once. His post is live: it counts toward his bet and he keeps the option to raise when the action comes back to him.</source>
      <translation>Gus siada na pustym miejscu 7 i decyduje się postawić. Jego miejsce jest poza strefą, więc stawia jednego dużego blinda i od razu dostaje karty. Jego stawka jest żywa: wlicza się do jego zakładu, a Gus zachowuje prawo do podbicia, gdy akcja do niego wróci.</translation>
    </message>
    <message>
      <source>Gus (7) posts 2, live, and plays; the blinds move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Gus (7) stawia 2 żywe i gra; blindy przesuwają się jak zwykle: button 2, mały blind 3, duży blind 4.</translation>
    </message>
    <message>
      <source>Gus owes nothing any more: he plays without posting until the blinds reach him.</source>
      <translation>Gus nic już nie jest winien: gra bez stawiania, dopóki nie dojdą do niego blindy.</translation>
    </message>
    <message>
      <source>A new player waits for the big blind</source>
      <translation>Nowy gracz czeka na dużego blinda</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to wait for the big blind rather than post now. She is not dealt in until the big blind reaches her; then she posts it like anyone else and plays.</source>
      <translation>Flo siada na miejscu 6 i decyduje się poczekać na dużego blinda, zamiast stawiać teraz. Nie dostaje kart, dopóki nie dojdzie do niej duży blind; wtedy stawia go jak każdy inny gracz i gra.</translation>
    </message>
    <message>
      <source>Flo (6) waits: the big blind goes to Ed (5), so she gets no cards this hand.</source>
      <translation>Flo (6) czeka: duży blind przechodzi do Eda (5), więc w tym rozdaniu Flo nie dostaje kart.</translation>
    </message>
    <message>
      <source>The big blind reaches Flo: she posts it and plays.</source>
      <translation>Duży blind dochodzi do Flo: stawia go i gra.</translation>
    </message>
    <message>
      <source>A new player in the zone waits for the button to pass</source>
      <translation>Nowy gracz w strefie czeka, aż minie go button</translation>
    </message>
    <message>
      <source>Di sits down on seat 4, between the next button (seat 3) and the next small blind (seat 5). Even though she wants to post, she may not come in there: she waits one hand, and once the button has passed her seat she posts her big blind and plays.</source>
      <translation>Di siada na miejscu 4, między następnym buttonem (miejsce 3) a następnym małym blindem (miejsce 5). Choć chce postawić, nie może tam wejść do gry: czeka jedno rozdanie, a gdy button minie jej miejsce, stawia dużego blinda i gra.</translation>
    </message>
    <message>
      <source>Seat 4 is in the zone (button 3, small blind 5): Di waits.</source>
      <translation>Miejsce 4 jest w strefie (button 3, mały blind 5): Di czeka.</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts one big blind and plays.</source>
      <translation>Button minął miejsce 4: Di stawia jednego dużego blinda i gra.</translation>
    </message>
    <message>
      <source>A new player comes in behind the button</source>
      <translation>Nowy gracz wchodzi za buttonem</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to come in behind the button. She lets the big blind pass her, then waits for the button to move past her seat, and posts her big blind there, in the seat just after the button. The big blind skips her seat meanwhile.</source>
      <translation>Flo siada na miejscu 6 i decyduje się wejść za buttonem. Przepuszcza dużego blinda, potem czeka, aż button minie jej miejsce, i stawia dużego blinda właśnie tam, na miejscu tuż za buttonem. W tym czasie duży blind pomija jej miejsce.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips seat 6 and goes to Gus (7).</source>
      <translation>Flo czeka, by wejść za buttonem: duży blind pomija miejsce 6 i przechodzi do Gusa (7).</translation>
    </message>
    <message>
      <source>The big blind has passed her but the button has not: she waits one more hand.</source>
      <translation>Duży blind już ją minął, ale button jeszcze nie: czeka jeszcze jedno rozdanie.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts one big blind behind the button and plays.</source>
      <translation>Button przechodzi za miejsce 6, do Gusa: Flo stawia jednego dużego blinda za buttonem i gra.</translation>
    </message>
    <message>
      <source>Lowball house rule: a new player posts twice the big blind</source>
      <translation>Zasada kasyna w lowballu: nowy gracz stawia podwójnego dużego blinda</translation>
    </message>
    <message>
      <source>At this lowball table a new player who wants to play at once posts twice the big blind, live. Ed sits on seat 5 and posts 8 with blinds of 2 and 4. The next hand the big blind reaches him anyway.</source>
      <translation>Przy tym stole lowballowym nowy gracz, który chce grać od razu, stawia podwójnego dużego blinda jako żywego. Ed siada na miejscu 5 i stawia 8 przy blindach 2 i 4. W następnym rozdaniu duży blind i tak do niego dochodzi.</translation>
    </message>
    <message>
      <source>Ed (5) posts twice the big blind, 8, live, and plays.</source>
      <translation>Ed (5) stawia podwójnego dużego blinda, 8, jako żywego, i gra.</translation>
    </message>
    <message>
      <source>The big blind reaches Ed: he posts 4 like anyone else.</source>
      <translation>Duży blind dochodzi do Eda: stawia 4 jak każdy inny gracz.</translation>
    </message>
    <message>
      <source>A new game: the draw for the button, and players who join early</source>
      <translation>Nowa gra: losowanie buttona i gracze, którzy dołączają wcześnie</translation>
    </message>
    <message>
      <source>A new game starts: Cy drew the button on seat 3. Everybody seated is dealt in without posting except the two blinds after the button. A player who sits down before any blind has passed his seat plays without posting: his blinds come to him in turn.</source>
      <translation>Zaczyna się nowa gra: Cy wylosował button na miejscu 3. Każdy siedzący gracz dostaje karty bez stawiania, z wyjątkiem dwóch blindów po buttonie. Gracz, który siada, zanim jakikolwiek blind minie jego miejsce, gra bez stawiania: jego blindy dojdą do niego w swojej kolejności.</translation>
    </message>
    <message>
      <source>The button is where the draw put it, on Cy (3); Di and Ed post the blinds; nobody else posts.</source>
      <translation>Button jest tam, gdzie wskazało losowanie, u Cy (3); Di i Ed stawiają blindy; nikt inny nie stawia.</translation>
    </message>
    <message>
      <source>Ike sits on seat 9, which no blind has passed yet: he plays at once without posting.</source>
      <translation>Ike siada na miejscu 9, którego żaden blind jeszcze nie minął: gra od razu bez stawiania.</translation>
    </message>
    <message>
      <source>Gus sits on seat 7, which no blind has passed either, and the big blind comes to him right away: he posts it like anyone else.</source>
      <translation>Gus siada na miejscu 7, którego również nie minął jeszcze żaden blind, a duży blind od razu do niego dochodzi: stawia go jak każdy inny gracz.</translation>
    </message>
    <message>
      <source>Short-handed house rule: a free hand for newcomers</source>
      <translation>Zasada kasyna przy niepełnym stole: darmowe rozdanie dla nowych graczy</translation>
    </message>
    <message>
      <source>This table gives a free hand to a new player while five or fewer were dealt in the hand before. Ann and Ed join free; once six have played, Cy must post a big blind like any new player.</source>
      <translation>Przy tym stole nowy gracz dostaje darmowe rozdanie, jeśli w poprzednim rozdaniu karty dostało pięciu graczy lub mniej. Ann i Ed dołączają za darmo; gdy zagrało już sześciu, Cy musi postawić dużego blinda jak każdy nowy gracz.</translation>
    </message>
    <message>
      <source>Four were dealt in last hand: Ann (1) plays free.</source>
      <translation>W poprzednim rozdaniu karty dostało czterech graczy: Ann (1) gra za darmo.</translation>
    </message>
    <message>
      <source>Five were dealt in: Ed (5) plays free too.</source>
      <translation>Karty dostało pięciu graczy: Ed (5) także gra za darmo.</translation>
    </message>
    <message>
      <source>Six were dealt in: Cy (3) posts a big blind to play.</source>
      <translation>Karty dostało sześciu graczy: Cy (3) stawia dużego blinda, żeby grać.</translation>
    </message>
    <message>
      <source>Bust and rebuy: a rebuy is not a new player</source>
      <translation>Utrata żetonów i dokupienie: gracz po dokupieniu nie jest nowym graczem</translation>
    </message>
    <message>
      <source>Flo loses all her chips on seat 6 just before her big blind. A busted player counts as away, so the big blind passes her and she owes both blinds. When she rebuys she is not a new player: she makes up what she missed, once the button has passed her seat.</source>
      <translation>Flo traci wszystkie żetony na miejscu 6 tuż przed swoim dużym blindem. Gracz bez żetonów jest traktowany jak gracz, który odszedł od stołu, więc duży blind ją omija i Flo jest winna oba blindy. Gdy dokupuje żetony, nie jest nowym graczem: uzupełnia to, co ominęła, gdy button minie jej miejsce.</translation>
    </message>
    <message>
      <source>Flo is busted: the big blind skips her to Ann (1) and she gets 'both'.</source>
      <translation>Flo nie ma żetonów: duży blind ją omija i przechodzi do Ann (1), a Flo dostaje znacznik za oba blindy.</translation>
    </message>
    <message>
      <source>Flo rebuys, but seat 6 is in the zone (button 5, small blind 1): she waits.</source>
      <translation>Flo dokupuje żetony, ale miejsce 6 jest w strefie (button 5, mały blind 1): czeka.</translation>
    </message>
    <message>
      <source>Outside the zone, Flo makes up both blinds: 2 live, 1 dead. A rebuy pays what she missed, not a new player's post.</source>
      <translation>Poza strefą Flo uzupełnia oba blindy: 2 żywe, 1 martwy. Przy dokupieniu płaci się to, co się ominęło, a nie stawkę wejściową nowego gracza.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Heads-up: button stawia małego blinda i działa pierwszy</translation>
    </message>
    <message>
      <source>Ann leaves a three-handed game and only Cy and Ed remain. With two players the button posts the small blind and acts first before the flop. The big blind goes to the player after last hand's big blind, so nobody pays the big blind twice in a row.</source>
      <translation>Ann odchodzi z gry trzyosobowej i zostają tylko Cy i Ed. Przy dwóch graczach button stawia małego blinda i działa pierwszy przed flopem. Duży blind przechodzi do gracza po dużym blindzie z poprzedniego rozdania, więc nikt nie płaci dużego blinda dwa razy z rzędu.</translation>
    </message>
    <message>
      <source>Ed paid the big blind last hand, so Cy (3) takes it now; Ed has the button, posts the small blind and acts first.</source>
      <translation>Ed zapłacił dużego blinda w poprzednim rozdaniu, więc teraz bierze go Cy (3); Ed ma button, stawia małego blinda i działa pierwszy.</translation>
    </message>
    <message>
      <source>They swap: Ed (5) takes the big blind, Cy has the button and the small blind and acts first.</source>
      <translation>Zamieniają się: Ed (5) bierze dużego blinda, Cy ma button i małego blinda i działa pierwszy.</translation>
    </message>
    <message>
      <source>From heads-up back to three players</source>
      <translation>Z heads-upa z powrotem do trzech graczy</translation>
    </message>
    <message>
      <source>Di and Ed play heads-up: last hand Ed had the button and the small blind on seat 5, Di the big blind on seat 4. Cy sits down on seat 3 and wants to post. From the heads-up hand the next zone runs from seat 5 round to seat 4, which covers seat 3, so Di and Ed play one more hand heads-up. The hand after, the positions go on by the dead button rule and the big blind reaches Cy.</source>
      <translation>Di i Ed grają heads-up: w poprzednim rozdaniu Ed miał button i małego blinda na miejscu 5, a Di dużego blinda na miejscu 4. Cy siada na miejscu 3 i chce postawić. Od rozdania heads-up następna strefa rozciąga się od miejsca 5 dookoła do miejsca 4 i obejmuje miejsce 3, więc Di i Ed grają jeszcze jedno rozdanie heads-up. W kolejnym rozdaniu pozycje przesuwają się według zasady martwego buttona, a duży blind dochodzi do Cy.</translation>
    </message>
    <message>
      <source>Seat 3 is still in the zone: Cy waits. Heads-up again: Ed takes the big blind, Di the button and the small blind, and Di acts first.</source>
      <translation>Miejsce 3 jest nadal w strefie: Cy czeka. Znowu heads-up: Ed bierze dużego blinda, Di button i małego blinda, a pierwsza działa Di.</translation>
    </message>
    <message>
      <source>Three players: button Di (4), small blind Ed (5), who played the big blind, and the big blind on Cy (3): his entry is just the big blind.</source>
      <translation>Trzech graczy: button Di (4), mały blind Ed (5), który grał na dużym blindzie, a duży blind u Cy (3): jego wejście to po prostu duży blind.</translation>
    </message>
    <message>
      <source>Simplified button: the big blind leaves, nobody posts twice</source>
      <translation>Uproszczony button: odchodzi duży blind, nikt nie stawia dwa razy</translation>
    </message>
    <message>
      <source>This table plays the simplified button: the button always moves to the next active player, the small blind to the player after it, the big blind to the next player after that. When Ed leaves after paying the big blind there is no dead small blind: Flo posts the small blind and Gus the big blind. Flo skips a big blind, which this rule accepts.</source>
      <translation>Przy tym stole gra się z uproszczonym buttonem: button zawsze przechodzi do następnego aktywnego gracza, mały blind do gracza po nim, a duży blind do następnego gracza po tamtym. Gdy Ed odchodzi po zapłaceniu dużego blinda, nie ma martwego małego blinda: Flo stawia małego blinda, a Gus dużego. Flo omija dużego blinda, co ta zasada dopuszcza.</translation>
    </message>
    <message>
      <source>Button Di (4), the next active player; small blind Flo (6), since seat 5 is empty; big blind Gus (7). Nothing is dead.</source>
      <translation>Button Di (4) – to następny aktywny gracz; mały blind Flo (6), bo miejsce 5 jest puste; duży blind Gus (7). Nic nie jest martwe.</translation>
    </message>
    <message>
      <source>Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Button Flo, mały blind Gus, duży blind Hal.</translation>
    </message>
    <message>
      <source>Simplified button: an away player is passed by the button</source>
      <translation>Uproszczony button: button omija gracza, który odszedł od stołu</translation>
    </message>
    <message>
      <source>Di steps away just when the button is due on her seat. Under the simplified button the button never lies on an absent player: it moves on to Ed. Passing the button costs Di nothing, since only the blinds give missed-blind buttons.</source>
      <translation>Di odchodzi od stołu akurat wtedy, gdy button ma trafić na jej miejsce. Przy uproszczonym buttonie button nigdy nie leży przy nieobecnym graczu: przechodzi dalej, do Eda. Ominięcie buttona nic Di nie kosztuje, bo znaczniki ominiętego blinda dają tylko blindy.</translation>
    </message>
    <message>
      <source>The button skips away Di and goes to Ed (5); Flo posts the small blind, Gus the big blind. Di gets no missed-blind button.</source>
      <translation>Button omija nieobecną Di i przechodzi do Eda (5); Flo stawia małego blinda, Gus dużego. Di nie dostaje znacznika ominiętego blinda.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she plays. Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Di wróciła i nic nie jest winna: gra. Button Flo, mały blind Gus, duży blind Hal.</translation>
    </message>
    <message>
      <source>Simplified button: a missed small blind and a missed big blind</source>
      <translation>Uproszczony button: ominięty mały blind i ominięty duży blind</translation>
    </message>
    <message>
      <source>Cy and Ed step away together. The small blind passes Cy, who gets an 'sb' button; the big blind passes Ed, who gets a 'bb' button (under the simplified button a player can owe the big blind alone). Both come back and post, but Ed's seat lies in the zone of the next hand, so he waits one hand before making up his big blind.</source>
      <translation>Cy i Ed jednocześnie odchodzą od stołu. Mały blind omija Cy, który dostaje znacznik SB; duży blind omija Eda, który dostaje znacznik BB (przy uproszczonym buttonie gracz może być winien samego dużego blinda). Obaj wracają i stawiają, ale miejsce Eda leży w strefie następnego rozdania, więc przed uzupełnieniem dużego blinda czeka jedno rozdanie.</translation>
    </message>
    <message>
      <source>Small blind Di (4), past away Cy, who gets 'sb'; big blind Flo (6), past away Ed, who gets 'bb'.</source>
      <translation>Mały blind Di (4), z pominięciem nieobecnego Cy, który dostaje znacznik SB; duży blind Flo (6), z pominięciem nieobecnego Eda, który dostaje znacznik BB.</translation>
    </message>
    <message>
      <source>Cy posts his missed small blind dead and plays. Ed's seat 5 is in the zone (button 4, small blind 6): he waits.</source>
      <translation>Cy stawia ominiętego małego blinda jako martwego i gra. Miejsce 5 Eda jest w strefie (button 4, mały blind 6): Ed czeka.</translation>
    </message>
    <message>
      <source>Ed is outside the zone now: he posts his missed big blind, live, and plays.</source>
      <translation>Ed jest teraz poza strefą: stawia ominiętego dużego blinda jako żywego i gra.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind leaves</source>
      <translation>Bez martwego buttona: odchodzi gracz, na którego przypada duży blind</translation>
    </message>
    <message>
      <source>This table plays Caro &amp; Cooke's 'no dead button' rule: the button always moves to a player. Flo, due the big blind next, leaves. Nothing special happens: the button moves as usual, the player to her left posts the big blind, the player to her right the small blind.</source>
      <translation>Przy tym stole obowiązuje zasada Caro &amp; Cooke „bez martwego buttona”: button zawsze przechodzi do gracza. Flo, na którą przypada następny duży blind, odchodzi. Nic szczególnego się nie dzieje: button przesuwa się jak zwykle, gracz po jej lewej stawia dużego blinda, a gracz po jej prawej małego.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), and the big blind to Gus (7), the next player after Flo's empty seat.</source>
      <translation>Button Di (4), mały blind Ed (5), a duży blind przechodzi do Gusa (7), następnego gracza za pustym miejscem Flo.</translation>
    </message>
    <message>
      <source>Plain rotation: button Ed, small blind Gus, big blind Hal.</source>
      <translation>Zwykła rotacja: button Ed, mały blind Gus, duży blind Hal.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind steps away</source>
      <translation>Bez martwego buttona: od stołu odchodzi gracz, na którego przypada duży blind</translation>
    </message>
    <message>
      <source>Flo, due the big blind, steps away instead of leaving. The blinds move as in the last lesson, and Flo gets a missed-blind button for both blinds: under Caro &amp; Cooke a player never owes the big blind alone. She comes back wanting to wait for the big blind, but her seat is in the next zone, so she waits in any case.</source>
      <translation>Flo, na którą przypada duży blind, zamiast odejść z gry odchodzi od stołu. Blindy przesuwają się jak w poprzedniej lekcji, a Flo dostaje znacznik ominiętego blinda za oba blindy: według Caro &amp; Cooke gracz nigdy nie jest winien samego dużego blinda. Wraca i chce czekać na dużego blinda, ale jej miejsce jest w następnej strefie, więc i tak czeka.</translation>
    </message>
    <message>
      <source>The big blind passes away Flo and goes to Gus (7): Flo gets 'both'.</source>
      <translation>Duży blind omija nieobecną Flo i przechodzi do Gusa (7): Flo dostaje znacznik za oba blindy.</translation>
    </message>
    <message>
      <source>Flo is back, but seat 6 lies between the button (5) and the small blind (7): she waits, still owing both.</source>
      <translation>Flo wróciła, ale miejsce 6 leży między buttonem (5) a małym blindem (7): czeka i nadal jest winna oba blindy.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind leaves</source>
      <translation>Bez martwego buttona: odchodzi gracz, na którego przypada mały blind</translation>
    </message>
    <message>
      <source>Ann paid the big blind on seat 1 and leaves. The button moves as usual to Gus, and the small blind is dead on Ann's empty seat; Bob posts the big blind. Next hand the button moves through the empty seat to Bob, who posts a small blind on the button, and Cy posts the big blind. Then the rotation is plain again. The player after the button skips a small blind that round: Caro &amp; Cooke accept that discount.</source>
      <translation>Ann zapłaciła dużego blinda na miejscu 1 i odchodzi. Button przesuwa się jak zwykle do Gusa, a mały blind jest martwy na pustym miejscu Ann; Bob stawia dużego blinda. W następnym rozdaniu button przechodzi przez puste miejsce do Boba, który stawia małego blinda na buttonie, a Cy stawia dużego blinda. Potem rotacja znów jest zwykła. Gracz po buttonie omija w tym okrążeniu małego blinda: Caro &amp; Cooke akceptują tę ulgę.</translation>
    </message>
    <message>
      <source>Button Gus (7); the small blind is dead on empty seat 1; Bob (2) posts the big blind.</source>
      <translation>Button Gus (7); mały blind jest martwy na pustym miejscu 1; Bob (2) stawia dużego blinda.</translation>
    </message>
    <message>
      <source>The button moves through seat 1 to Bob, who posts a small blind on the button; Cy (3) posts the big blind.</source>
      <translation>Button przechodzi przez miejsce 1 do Boba, który stawia małego blinda na buttonie; Cy (3) stawia dużego blinda.</translation>
    </message>
    <message>
      <source>Plain rotation again: button Cy, small blind Di, big blind Ed.</source>
      <translation>Znów zwykła rotacja: button Cy, mały blind Di, duży blind Ed.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind steps away</source>
      <translation>Bez martwego buttona: od stołu odchodzi gracz, na którego przypada mały blind</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. As when a player leaves, the small blind is dead on his seat, and since he only stepped away he gets an 'sb' button. Next hand the button moves through his seat to Flo, who posts a small blind on the button. When Ed comes back outside the zone he makes up his small blind, dead.</source>
      <translation>Ed zapłacił dużego blinda na miejscu 5 i odchodzi od stołu. Tak jak przy odejściu gracza z gry, mały blind jest martwy na jego miejscu, a ponieważ Ed tylko odszedł od stołu, dostaje znacznik SB. W następnym rozdaniu button przechodzi przez jego miejsce do Flo, która stawia małego blinda na buttonie. Gdy Ed wraca poza strefą, uzupełnia małego blinda jako martwego.</translation>
    </message>
    <message>
      <source>Button Di (4); dead small blind on away Ed's seat 5, and Ed gets 'sb'; big blind Flo (6).</source>
      <translation>Button Di (4); martwy mały blind na miejscu 5 nieobecnego Eda, a Ed dostaje znacznik SB; duży blind Flo (6).</translation>
    </message>
    <message>
      <source>The button moves through seat 5 to Flo, who posts a small blind on the button; Gus posts the big blind.</source>
      <translation>Button przechodzi przez miejsce 5 do Flo, która stawia małego blinda na buttonie; Gus stawia dużego blinda.</translation>
    </message>
    <message>
      <source>Ed is back outside the zone: he posts 1 dead and plays; plain rotation, button Gus.</source>
      <translation>Ed wrócił i jest poza strefą: stawia 1 martwy i gra; zwykła rotacja, button Gus.</translation>
    </message>
    <message>
      <source>No dead button: the player due the button leaves</source>
      <translation>Bez martwego buttona: odchodzi gracz, na którego przypada button</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves, so nobody can take the button he was due. The button moves through his seat to Di, last hand's big blind, who posts a small blind on the button; Ed and Flo both post a big blind. Next hand Ed has the button and posts a small blind, Flo posts a small blind too, and Gus the big blind. Then the rotation is plain again.</source>
      <translation>Cy zapłacił małego blinda na miejscu 3 i odchodzi, więc nikt nie może wziąć buttona, który na niego przypadał. Button przechodzi przez jego miejsce do Di, dużego blinda z poprzedniego rozdania, która stawia małego blinda na buttonie; Ed i Flo stawiają po dużym blindzie. W następnym rozdaniu Ed ma button i stawia małego blinda, Flo również stawia małego blinda, a Gus dużego. Potem rotacja znów jest zwykła.</translation>
    </message>
    <message>
      <source>Button Di (4) with a small blind on the button; two big blinds, Ed (5) and Flo (6); Gus, after the second big blind, acts first.</source>
      <translation>Button Di (4) z małym blindem na buttonie; dwa duże blindy, Ed (5) i Flo (6); pierwszy działa Gus, po drugim dużym blindzie.</translation>
    </message>
    <message>
      <source>Button Ed with a small blind, Flo a small blind, Gus the big blind.</source>
      <translation>Button Ed z małym blindem, Flo mały blind, Gus duży blind.</translation>
    </message>
    <message>
      <source>Plain rotation: button Flo, small blind Gus, big blind Hal.</source>
      <translation>Zwykła rotacja: button Flo, mały blind Gus, duży blind Hal.</translation>
    </message>
    <message>
      <source>Seat change toward the blinds: play at once, free</source>
      <translation>Zmiana miejsca w stronę blindów: gra od razu, za darmo</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 5. Counting players, the big blind needed four hands to reach him on seat 8 and needs only two on seat 5: he moves toward the blinds (k = -2). A player who moves toward the blinds gains nothing, so he plays at once without posting, whatever he chose.</source>
      <translation>Hal przesiada się z miejsca 8 na puste miejsce 5. Licząc graczy, duży blind potrzebował czterech rozdań, by dojść do niego na miejscu 8, a na miejscu 5 potrzebuje tylko dwóch: Hal przesiada się w stronę blindów (k = -2). Gracz, który przesiada się w stronę blindów, nic nie zyskuje, więc gra od razu bez stawiania, niezależnie od swojego wyboru.</translation>
    </message>
    <message>
      <source>Hal plays at once on seat 5 without posting; the big blind goes to Di (4) and Hal acts first.</source>
      <translation>Hal gra od razu na miejscu 5 bez stawiania; duży blind przechodzi do Di (4), a pierwszy działa Hal.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Hal posts it.</source>
      <translation>Duży blind dochodzi w swojej kolejności do miejsca 5: Hal go stawia.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: wait the hands you gained</source>
      <translation>Zmiana miejsca z dala od blindów: odczekaj zyskane rozdania</translation>
    </message>
    <message>
      <source>Ed moves from seat 5 to empty seat 9, past Flo and Gus: the big blind now needs two more hands to reach him (k = 2). Moving away from the blinds would give him free hands, so he sits out two hands. Then he plays, and the big blind reaches him after the same one free hand he would have had on seat 5.</source>
      <translation>Ed przesiada się z miejsca 5 na puste miejsce 9, za Flo i Gusa: duży blind potrzebuje teraz dwóch rozdań więcej, by do niego dojść (k = 2). Oddalenie się od blindów dałoby mu darmowe rozdania, więc przez dwa rozdania nie gra. Potem gra, a duży blind dochodzi do niego po tym samym jednym darmowym rozdaniu, które miałby na miejscu 5.</translation>
    </message>
    <message>
      <source>Ed waits on seat 9 (first of two hands).</source>
      <translation>Ed czeka na miejscu 9 (pierwsze z dwóch rozdań).</translation>
    </message>
    <message>
      <source>Ed waits again (second hand).</source>
      <translation>Ed znów czeka (drugie rozdanie).</translation>
    </message>
    <message>
      <source>Ed has waited two hands: he plays without posting.</source>
      <translation>Ed odczekał dwa rozdania: gra bez stawiania.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 9: Ed posts it.</source>
      <translation>Duży blind dochodzi do miejsca 9: Ed go stawia.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: post a big blind to play at once</source>
      <translation>Zmiana miejsca z dala od blindów: postawienie dużego blinda, by grać od razu</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 3, further from the blinds (k = 2). Rather than sit out two hands he chooses to post: one big blind, live, and he plays at once.</source>
      <translation>Hal przesiada się z miejsca 8 na puste miejsce 3, dalej od blindów (k = 2). Zamiast czekać dwa rozdania, decyduje się postawić: jednego dużego blinda jako żywego, i gra od razu.</translation>
    </message>
    <message>
      <source>Hal posts one big blind on seat 3 and plays; the big blind itself goes to Ann (1), the next player after empty seats 7 and 8.</source>
      <translation>Hal stawia jednego dużego blinda na miejscu 3 i gra; sam duży blind przechodzi do Ann (1), następnej graczki za pustymi miejscami 7 i 8.</translation>
    </message>
    <message>
      <source>Hal owes nothing any more; plain rotation.</source>
      <translation>Hal nic już nie jest winien; zwykła rotacja.</translation>
    </message>
    <message>
      <source>Las Vegas house rule: moving past two players is free</source>
      <translation>Zasada kasyna z Las Vegas: zmiana miejsca o dwóch graczy dalej jest darmowa</translation>
    </message>
    <message>
      <source>This table uses the two-players seat-change rule. Ed moves from seat 5 to seat 8, past Flo and Gus (k = 2): free, he plays at once. Then Di moves from seat 4 to seat 9, past three players (k = 3): that costs a big blind, which she posts to play at once.</source>
      <translation>Przy tym stole obowiązuje zasada zmiany miejsca o dwóch graczy. Ed przesiada się z miejsca 5 na miejsce 8, za Flo i Gusa (k = 2): za darmo, gra od razu. Potem Di przesiada się z miejsca 4 na miejsce 9, za trzech graczy (k = 3): to kosztuje dużego blinda, którego stawia, by grać od razu.</translation>
    </message>
    <message>
      <source>Ed (8) plays free; Di (9) posts one big blind and plays. The big blind itself goes to Flo (6), the next player after empty seats 4 and 5.</source>
      <translation>Ed (8) gra za darmo; Di (9) stawia jednego dużego blinda i gra. Sam duży blind przechodzi do Flo (6), następnej graczki za pustymi miejscami 4 i 5.</translation>
    </message>
    <message>
      <source>Nobody owes anything: plain rotation.</source>
      <translation>Nikt nic nie jest winien: zwykła rotacja.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the big blind</source>
      <translation>Zmiana miejsca na miejsce, na które przypada duży blind</translation>
    </message>
    <message>
      <source>Seat 4 is empty and comes right after last hand's big blind, so whoever sits there is due the big blind next. Gus moves there from seat 7: he plays at once in the big blind.</source>
      <translation>Miejsce 4 jest puste i leży tuż za dużym blindem z poprzedniego rozdania, więc ktokolwiek tam usiądzie, ma następny duży blind. Gus przesiada się tam z miejsca 7: gra od razu na dużym blindzie.</translation>
    </message>
    <message>
      <source>Gus (4) posts the big blind and plays; Ed (5) acts first.</source>
      <translation>Gus (4) stawia dużego blinda i gra; pierwszy działa Ed (5).</translation>
    </message>
    <message>
      <source>Gus played the big blind, so he posts the small blind now.</source>
      <translation>Gus grał na dużym blindzie, więc teraz stawia małego blinda.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the button</source>
      <translation>Zmiana miejsca na miejsce, na które przypada button</translation>
    </message>
    <message>
      <source>Ed leaves seat 5, which is due the button next hand. Bob moves there from seat 2, further from the blinds. Nobody is dealt in on the button seat before the button has passed: Bob sits out the button hand (the button is dead), then posts a big blind behind the button and plays.</source>
      <translation>Ed zwalnia miejsce 5, na które w następnym rozdaniu przypada button. Bob przesiada się tam z miejsca 2, dalej od blindów. Nikt nie dostaje kart na miejscu buttona, zanim button nie minie: Bob nie gra w rozdaniu z buttonem (button jest martwy), a potem stawia dużego blinda za buttonem i gra.</translation>
    </message>
    <message>
      <source>The button is on seat 5 and dead, because Bob may not come in there yet: he waits.</source>
      <translation>Button jest na miejscu 5 i jest martwy, bo Bob nie może tam jeszcze wejść do gry: czeka.</translation>
    </message>
    <message>
      <source>The button has passed: Bob posts one big blind on seat 5 and plays.</source>
      <translation>Button minął: Bob stawia jednego dużego blinda na miejscu 5 i gra.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Długi przechodzą z graczem</translation>
    </message>
    <message>
      <source>Gus owes both blinds. He comes back, chooses to post, and asks to move from seat 7 to empty seat 5, nearer the blinds (k = -1). The seat change itself costs nothing, but his missed-blind button moves with him: on seat 5 he makes up both blinds, the big blind live and the small blind dead.</source>
      <translation>Gus jest winien oba blindy. Wraca, decyduje się postawić i prosi o zmianę miejsca z miejsca 7 na puste miejsce 5, bliżej blindów (k = -1). Sama zmiana miejsca nic nie kosztuje, ale jego znacznik ominiętego blinda przechodzi razem z nim: na miejscu 5 uzupełnia oba blindy, dużego blinda jako żywego, a małego jako martwego.</translation>
    </message>
    <message>
      <source>The move is free, but the debt is not: Gus posts 2 live and 1 dead on seat 5 and plays; he acts first, left of the big blind.</source>
      <translation>Zmiana miejsca jest darmowa, ale dług nie: Gus stawia 2 żywe i 1 martwy na miejscu 5 i gra; działa pierwszy, na lewo od dużego blinda.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Gus posts it.</source>
      <translation>Duży blind dochodzi w swojej kolejności do miejsca 5: Gus go stawia.</translation>
    </message>
    <message>
      <source>Dealing off: move after your button hand, never pay for it</source>
      <translation>Zejście z buttona: zmiana miejsca po rozdaniu z buttonem, nigdy za opłatą</translation>
    </message>
    <message>
      <source>Ann wants seat 3, but she is due the button: nobody moves off the button seat on his button hand. She takes her button first, then moves. Seat 3 lies in the next zone, so she sits out one hand; then she comes back in behind the button without posting, because a player who deals off is never charged.</source>
      <translation>Ann chce przejść na miejsce 3, ale przypada na nią button: nikt nie przesiada się z miejsca buttona w rozdaniu, w którym ma button. Najpierw bierze button, potem się przesiada. Miejsce 3 leży w następnej strefie, więc czeka jedno rozdanie; potem wraca do gry za buttonem bez stawiania, bo gracz schodzący z buttona nigdy nie płaci.</translation>
    </message>
    <message>
      <source>Ann takes the button on seat 1 before she moves; Bob and Di post the blinds.</source>
      <translation>Ann bierze button na miejscu 1, zanim się przesiądzie; Bob i Di stawiają blindy.</translation>
    </message>
    <message>
      <source>Ann has moved to seat 3, in the zone (button 2, small blind 4): she waits.</source>
      <translation>Ann przesiadła się na miejsce 3, w strefie (button 2, mały blind 4): czeka.</translation>
    </message>
    <message>
      <source>The button has passed seat 3: Ann comes back in behind it without posting.</source>
      <translation>Button minął miejsce 3: Ann wraca do gry za nim bez stawiania.</translation>
    </message>
    <message>
      <source>Event: the small blind is eliminated, the button is dead</source>
      <translation>Turniej: mały blind wyeliminowany, button martwy</translation>
    </message>
    <message>
      <source>Every event deals with the dead button. Cy, last hand's small blind on seat 3, is eliminated. The big blind still moves one player, the small blind goes on last hand's big-blind seat and the button on last hand's small-blind seat: seat 3, where nobody sits now.</source>
      <translation>Każdy turniej gra się z martwym buttonem. Cy, mały blind poprzedniego rozdania na miejscu 3, zostaje wyeliminowany. Duży blind nadal przesuwa się o jednego gracza, mały blind idzie na miejsce poprzedniego dużego blinda, a button na miejsce poprzedniego małego blinda: miejsce 3, na którym teraz nikt nie siedzi.</translation>
    </message>
    <message>
      <source>Big blind Ed (5), small blind Di (4); the button lies dead on empty seat 3. Flo (6) acts first.</source>
      <translation>Duży blind Ed (5), mały blind Di (4); button leży martwy na pustym miejscu 3. Flo (6) działa pierwszy.</translation>
    </message>
    <message>
      <source>Normal again: button Di (4), small blind Ed (5), big blind Flo (6).</source>
      <translation>Znowu normalnie: button Di (4), mały blind Ed (5), duży blind Flo (6).</translation>
    </message>
    <message>
      <source>Event: the big blind is eliminated, a dead small blind, then a dead button</source>
      <translation>Turniej: duży blind wyeliminowany — martwy mały blind, potem martwy button</translation>
    </message>
    <message>
      <source>Di, last hand's big blind on seat 4, is eliminated. Nobody posts for an open seat: the small blind lies dead on his seat, and next hand the button lies dead there.</source>
      <translation>Di, duży blind poprzedniego rozdania na miejscu 4, zostaje wyeliminowany. Nikt nie stawia za wolne miejsce: mały blind leży martwy na jego miejscu, a w następnym rozdaniu leży tam martwy button.</translation>
    </message>
    <message>
      <source>Big blind Ed (5); the small blind is dead on empty seat 4, nobody posts it; the button is on Cy (3). Flo (6) acts first.</source>
      <translation>Duży blind Ed (5); mały blind jest martwy na pustym miejscu 4, nikt go nie stawia; button ma Cy (3). Flo (6) działa pierwszy.</translation>
    </message>
    <message>
      <source>The button lies dead on seat 4; Ed (5) posts the small blind, Flo (6) the big blind.</source>
      <translation>Button leży martwy na miejscu 4; Ed (5) stawia małego blinda, Flo (6) dużego.</translation>
    </message>
    <message>
      <source>Event: an absent player is dealt in and blinded off</source>
      <translation>Turniej: nieobecny gracz dostaje karty i płaci blindy</translation>
    </message>
    <message>
      <source>Gus (7) is not at his seat. At an event an absent player is still dealt in and his blinds and antes are posted from his stack; nobody waits for him and he gets no missed-blind button. This level has a big-blind ante.</source>
      <translation>Gusa (7) nie ma na miejscu. W turnieju nieobecny gracz i tak dostaje karty, a jego blindy i ante stawia się z jego stacka; nikt na niego nie czeka i nie dostaje znacznika ominiętego blinda. Na tym poziomie jest ante dużego blinda.</translation>
    </message>
    <message>
      <source>Gus (7) is the big blind though absent: 600 live and the 600 ante dead, from his stack, and he is dealt in. Flo (6) posts the small blind.</source>
      <translation>Gus (7) jest dużym blindem, choć nieobecny: 600 żywych i ante 600 martwych z jego stacka, i dostaje karty. Flo (6) stawia małego blinda.</translation>
    </message>
    <message>
      <source>Gus (7) posts the small blind, absent, and is dealt in; Hal (8) posts the big blind and the ante.</source>
      <translation>Gus (7), nieobecny, stawia małego blinda i dostaje karty; Hal (8) stawia dużego blinda i ante.</translation>
    </message>
    <message>
      <source>Gus is back: nothing to make up. Button Gus (7), small blind Hal (8), big blind Ida (9) with the ante.</source>
      <translation>Gus wrócił: nie ma czego uzupełnić. Button Gus (7), mały blind Hal (8), duży blind Ida (9) z ante.</translation>
    </message>
    <message>
      <source>Event: the big-blind ante goes with the big blind</source>
      <translation>Turniej: ante dużego blinda idzie za dużym blindem</translation>
    </message>
    <message>
      <source>This level has a big-blind ante: the player who posts the big blind also puts in the table's ante, dead. Ed, last hand's big blind on seat 5, is eliminated: the small blind is dead, and the ante goes wherever the big blind goes.</source>
      <translation>Na tym poziomie jest ante dużego blinda: gracz, który stawia dużego blinda, stawia też ante za cały stół, jako martwe. Ed, duży blind poprzedniego rozdania na miejscu 5, zostaje wyeliminowany: mały blind jest martwy, a ante idzie tam, gdzie duży blind.</translation>
    </message>
    <message>
      <source>Flo (6) posts the big blind, 2,000 live, and the ante, 2,000 dead; the small blind is dead on empty seat 5.</source>
      <translation>Flo (6) stawia dużego blinda, 2 000 żywych, i ante, 2 000 martwych; mały blind jest martwy na pustym miejscu 5.</translation>
    </message>
    <message>
      <source>The button is dead on seat 5; Flo (6) posts the small blind, Gus (7) the big blind and the ante.</source>
      <translation>Button jest martwy na miejscu 5; Flo (6) stawia małego blinda, Gus (7) dużego blinda i ante.</translation>
    </message>
    <message>
      <source>Event: a joiner in the gap waits for the button to pass</source>
      <translation>Turniej: dołączający gracz w luce czeka, aż minie go button</translation>
    </message>
    <message>
      <source>Di, a late registrant, takes open seat 4, between last hand's small blind (3) and big blind (5). The button is about to move onto seat 3 and the small blind onto seat 5: seat 4 lies between them, so Di waits one hand; then he plays without posting.</source>
      <translation>Di, zarejestrowany późno, zajmuje wolne miejsce 4, między małym (3) a dużym (5) blindem poprzedniego rozdania. Button zaraz przejdzie na miejsce 3, a mały blind na miejsce 5: miejsce 4 leży między nimi, więc Di czeka jedno rozdanie; potem gra, niczego nie stawiając.</translation>
    </message>
    <message>
      <source>Di (4) is in the gap between the button (3) and the small blind (5): he is not dealt in. Big blind Flo (6).</source>
      <translation>Di (4) jest w luce między buttonem (3) a małym blindem (5): nie dostaje kart. Duży blind Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed: Di (4) is dealt in without posting. Button Ed (5), small blind Flo (6), big blind Gus (7).</source>
      <translation>Button go minął: Di (4) dostaje karty, niczego nie stawiając. Button Ed (5), mały blind Flo (6), duży blind Gus (7).</translation>
    </message>
    <message>
      <source>Event: a joiner outside the gap is dealt in at once</source>
      <translation>Turniej: dołączający gracz poza luką dostaje karty od razu</translation>
    </message>
    <message>
      <source>Two late registrants sit down: Flo on seat 6, the first seat after last hand's big blind, and Ida on seat 9. Neither is in the gap between the button and the small blind, so both are dealt in at once. A joiner never posts to come in: he posts only what his position asks.</source>
      <translation>Siadają dwie osoby z późnej rejestracji: Flo na miejscu 6, pierwszym po dużym blindzie poprzedniego rozdania, i Ida na miejscu 9. Żadna nie jest w luce między buttonem a małym blindem, więc obie dostają karty od razu. Dołączający gracz nigdy nie stawia za wejście: stawia tylko to, czego wymaga jego pozycja.</translation>
    </message>
    <message>
      <source>Flo (6) joins on the big blind: 200 live and the 200 ante dead. Ida (9) is dealt in without posting.</source>
      <translation>Flo (6) dołącza na dużym blindzie: 200 żywych i ante 200 martwych. Ida (9) dostaje karty, niczego nie stawiając.</translation>
    </message>
    <message>
      <source>Event: a joiner on the seat of a dead small blind posts it</source>
      <translation>Turniej: dołączający gracz na miejscu martwego małego blinda stawia go</translation>
    </message>
    <message>
      <source>Ed, last hand's big blind on seat 5, was eliminated and Zoe, from a broken table, drew his seat. The small blind would have been dead on seat 5; with Zoe there it is live, and she posts it.</source>
      <translation>Ed, duży blind poprzedniego rozdania na miejscu 5, został wyeliminowany, a Zoe z rozwiązanego stołu wylosowała jego miejsce. Mały blind byłby martwy na miejscu 5; z Zoe jest żywy i to ona go stawia.</translation>
    </message>
    <message>
      <source>Zoe (5) posts the small blind, 1,000; Flo (6) the big blind. Everybody is dealt in, Zoe too.</source>
      <translation>Zoe (5) stawia małego blinda, 1 000; Flo (6) dużego. Karty dostają wszyscy, także Zoe.</translation>
    </message>
    <message>
      <source>Event: heads-up, the button posts the small blind</source>
      <translation>Turniej: w heads-upie button stawia małego blinda</translation>
    </message>
    <message>
      <source>Three players are left: button Ann (2), small blind Bob (5), big blind Cy (8). Ann is eliminated. Heads-up the button posts the small blind and acts first, and the big blind goes to the player who did not have it last hand.</source>
      <translation>Zostało trzech graczy: button Ann (2), mały blind Bob (5), duży blind Cy (8). Ann zostaje wyeliminowana. W heads-upie button stawia małego blinda i działa pierwszy, a duży blind przypada graczowi, który nie miał go w poprzednim rozdaniu.</translation>
    </message>
    <message>
      <source>Cy had the big blind: Bob (5) takes it. Cy (8) has the button, posts the small blind and acts first.</source>
      <translation>Cy miał dużego blinda: teraz stawia go Bob (5). Cy (8) ma button, stawia małego blinda i działa pierwszy.</translation>
    </message>
    <message>
      <source>They swap: Bob (5) has the button and the small blind and acts first, Cy (8) the big blind.</source>
      <translation>Zamieniają się: Bob (5) ma button i małego blinda i działa pierwszy, Cy (8) ma dużego blinda.</translation>
    </message>
    <message>
      <source>Balancing: the player due the big blind at the fullest table moves</source>
      <translation>Równoważenie stołów: stół zmienia gracz, na którego przypada duży blind przy najpełniejszym stole</translation>
    </message>
    <message>
      <source>Table 1 has nine players, table 2 six: three apart, more than the two the house allows. The player who would post the big blind next at the fullest table moves to the worst position at the short table: the open seat the big blind reaches soonest.</source>
      <translation>Przy stole 1 jest dziewięciu graczy, przy stole 2 sześciu: różnica trzech, więcej niż dwóch, na które pozwala kasyno. Gracz, który jako następny stawiałby dużego blinda przy najpełniejszym stole, przechodzi na najgorszą pozycję przy niepełnym stole: wolne miejsce, do którego duży blind dojdzie najszybciej.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ed (5), after last hand's big blind Di (4): Ed moves. At table 2 open seat 4 lies right after last hand's big blind (3): the big blind reaches it first.</source>
      <translation>Przy stole 1 duży blind przechodzi teraz do Eda (5), po Di (4), dużym blindzie poprzedniego rozdania: Ed zmienia stół. Przy stole 2 wolne miejsce 4 leży tuż po poprzednim dużym blindzie (3): duży blind dojdzie do niego najpierw.</translation>
    </message>
    <message>
      <source>Ed (4) joined on the first seat after last hand's big blind: he takes the big blind at once. The small blind is Lee (3), the button Kim (2).</source>
      <translation>Ed (4) dołączył na pierwszym miejscu po poprzednim dużym blindzie: od razu stawia dużego blinda. Mały blind to Lee (3), button Kim (2).</translation>
    </message>
    <message>
      <source>Balancing: the moved player takes a single big blind</source>
      <translation>Równoważenie stołów: przeniesiony gracz stawia pojedynczego dużego blinda</translation>
    </message>
    <message>
      <source>Lee, last hand's big blind on seat 3 of table 2, is eliminated: table 1 has nine, table 2 seven. The worst position is the seat last hand's big blind left: the moved player takes a single big blind there, and there is no small blind that hand.</source>
      <translation>Lee, duży blind poprzedniego rozdania na miejscu 3 stołu 2, zostaje wyeliminowany: przy stole 1 jest dziewięciu graczy, przy stole 2 siedmiu. Najgorsza pozycja to miejsce, które zwolnił poprzedni duży blind: przeniesiony gracz stawia tam pojedynczego dużego blinda i w tym rozdaniu nie ma małego blinda.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ann (1), after Ida (9): she moves, to seat 3 of table 2, the seat the big blind just left.</source>
      <translation>Przy stole 1 duży blind przechodzi teraz do Ann (1), po Idzie (9): ona zmienia stół i idzie na miejsce 3 stołu 2, które właśnie zwolnił duży blind.</translation>
    </message>
    <message>
      <source>Ann (3) posts a single big blind; there is no small blind; the button goes to Kim (2). Max (4) acts first.</source>
      <translation>Ann (3) stawia pojedynczego dużego blinda; nie ma małego blinda; button przechodzi do Kim (2). Max (4) działa pierwszy.</translation>
    </message>
    <message>
      <source>Balancing: never to the seat of the next small blind</source>
      <translation>Równoważenie stołów: nigdy na miejsce następnego małego blinda</translation>
    </message>
    <message>
      <source>This house gives no single big blind. At table 2 Lee, last hand's big blind (3), and Quin (8) are eliminated; seat 9 was open. Seat 3 is where the next small blind lies: a moved player never goes there.</source>
      <translation>To kasyno nie daje pojedynczego dużego blinda. Przy stole 2 zostają wyeliminowani Lee, duży blind poprzedniego rozdania (3), i Quin (8); miejsce 9 było wolne. Na miejscu 3 leży następny mały blind: przeniesiony gracz nigdy tam nie idzie.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Di (4): she moves. At table 2 the big blind reaches open seat 8 before seat 9; seat 3 is the next small blind and never offered.</source>
      <translation>Przy stole 1 duży blind przechodzi teraz do Di (4): ona zmienia stół. Przy stole 2 duży blind dochodzi do wolnego miejsca 8 przed miejscem 9; miejsce 3 to następny mały blind i nigdy nie jest proponowane.</translation>
    </message>
  </context>
</TS>