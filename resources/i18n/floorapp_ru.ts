<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU">
  <context>
    <name>Action</name>
    <message>
      <source>Seat a new player…</source>
      <translation>Посадить нового игрока…</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Отошёл</translation>
    </message>
    <message>
      <source>Back…</source>
      <translation>Возвращение…</translation>
    </message>
    <message>
      <source>Leave (lock-up)</source>
      <translation>Уход (бронь места)</translation>
    </message>
    <message>
      <source>Release lock-up</source>
      <translation>Снять бронь</translation>
    </message>
    <message>
      <source>Move to another seat…</source>
      <translation>Пересадить на другое место…</translation>
    </message>
    <message>
      <source>Bust</source>
      <translation>Проигрыш всех фишек</translation>
    </message>
    <message>
      <source>Rebuy…</source>
      <translation>Ребай…</translation>
    </message>
    <message>
      <source>Straddle next hand</source>
      <translation>Стрэддл в следующей раздаче</translation>
    </message>
    <message>
      <source>Pick up (seat to the list)</source>
      <translation>Снять с места (место — листу ожидания)</translation>
    </message>
    <message>
      <source>Lock up for the list</source>
      <translation>Забронировать для листа ожидания</translation>
    </message>
  </context>
  <context>
    <name>Advisor</name>
    <message>
      <source>Last action twice running</source>
      <translation>Последнее слово два раза подряд</translation>
    </message>
    <message>
      <source>First action twice running</source>
      <translation>Первое слово два раза подряд</translation>
    </message>
    <message>
      <source>Dead buttons</source>
      <translation>Мёртвые баттоны</translation>
    </message>
    <message>
      <source>Rounds played at a discount</source>
      <translation>Круги, сыгранные со скидкой</translation>
    </message>
    <message>
      <source>Missed-blind buttons placed</source>
      <translation>Выданные маркеры пропущенного блайнда</translation>
    </message>
    <message>
      <source>Missed blinds made up</source>
      <translation>Восполненные пропущенные блайнды</translation>
    </message>
    <message>
      <source>Missed blinds cleared without a make-up</source>
      <translation>Пропущенные блайнды, снятые без восполнения</translation>
    </message>
    <message>
      <source>Seat changes that cost a post</source>
      <translation>Пересадки, стоившие поста</translation>
    </message>
    <message>
      <source>{figure}, per 100 hands</source>
      <translation>{figure}, на 100 раздач</translation>
    </message>
    <message>
      <source>{figure}, per player-hour</source>
      <translation>{figure}, на игроко-час</translation>
    </message>
    <message>
      <source>First hand showing it: {figure}</source>
      <translation>Первая раздача, где это видно: {figure}</translation>
    </message>
    <message>
      <source>Seat {seat}: blinds paid, % of its fair share</source>
      <translation>Место {seat}: уплаченные блайнды, % от справедливой доли</translation>
    </message>
    <message>
      <source>Hands dealt</source>
      <translation>Сдано раздач</translation>
    </message>
    <message>
      <source>Hands not dealt: fewer than two players</source>
      <translation>Несданные раздачи: меньше двух игроков</translation>
    </message>
    <message>
      <source>Player-hours dealt in</source>
      <translation>Игроко-часы в раздаче</translation>
    </message>
    <message>
      <source>Rounds played at a discount, % of whole rounds</source>
      <translation>Круги со скидкой, % от полных кругов</translation>
    </message>
    <message>
      <source>Blinds posted in position, % of the house's blinds</source>
      <translation>Блайнды, поставленные на своих местах, % от блайндов заведения</translation>
    </message>
    <message>
      <source>Blinds skipped in discounted rounds, big blinds per 100 hands</source>
      <translation>Блайнды, пропущенные в кругах со скидкой, больших блайндов на 100 раздач</translation>
    </message>
    <message>
      <source>Dead money made up into pots, big blinds per 100 hands</source>
      <translation>Мёртвые деньги восполнения в банк, больших блайндов на 100 раздач</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, median</source>
      <translation>Раздачи, которые новый игрок пропускает до первой раздачи, медиана</translation>
    </message>
    <message>
      <source>Hands a new player sits out before a first hand, 90th percentile</source>
      <translation>Раздачи, которые новый игрок пропускает до первой раздачи, 90-й процентиль</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, median</source>
      <translation>Раздачи, которые вернувшийся игрок пропускает до раздачи, медиана</translation>
    </message>
    <message>
      <source>Hands a returning player sits out before being dealt in, 90th percentile</source>
      <translation>Раздачи, которые вернувшийся игрок пропускает до раздачи, 90-й процентиль</translation>
    </message>
    <message>
      <source>Seat changes that cost a post, % of seat changes</source>
      <translation>Пересадки, стоившие поста, % от пересадок</translation>
    </message>
    <message>
      <source>Blinds and posts paid, big blinds per player-hour</source>
      <translation>Уплаченные блайнды и посты, больших блайндов на игроко-час</translation>
    </message>
    <message>
      <source>Fair share of the blinds, big blinds per player-hour</source>
      <translation>Справедливая доля блайндов, больших блайндов на игроко-час</translation>
    </message>
    <message>
      <source>Paid above the fair share, %</source>
      <translation>Уплачено сверх справедливой доли, %</translation>
    </message>
    <message>
      <source>Largest gap of a seat from its fair share, %</source>
      <translation>Наибольшее отклонение места от его справедливой доли, %</translation>
    </message>
    <message>
      <source>% of the house's blinds: blinds posted in their places (not make-ups or posts) against the house's blinds of every hand dealt; the moving button's extra blinds lift it above 100 %, dead small blinds keep it below.</source>
      <translation>% от блайндов заведения: блайнды, поставленные на своих местах (без восполнений и постов), к блайндам заведения за каждую сданную раздачу; лишние блайнды перемещаемого баттона поднимают его выше 100 %, мёртвые малые блайнды держат ниже.</translation>
    </message>
    <message>
      <source>% of the fair share: each hand's blinds split evenly among the players dealt in; make-ups, posts and extra blinds lift a seat above 100 %.</source>
      <translation>% от справедливой доли: блайнды каждой раздачи поровну между получившими карты игроками; восполнения, посты и лишние блайнды поднимают место выше 100 %.</translation>
    </message>
    <message>
      <source>Blind cost per seat</source>
      <translation>Стоимость блайндов по местам</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Место</translation>
    </message>
    <message>
      <source>Blinds paid, % of the fair share</source>
      <translation>Уплаченные блайнды, % от справедливой доли</translation>
    </message>
    <message>
      <source>Fair share</source>
      <translation>Справедливая доля</translation>
    </message>
    <message>
      <source>Waits before a first hand</source>
      <translation>Ожидание до первой раздачи</translation>
    </message>
    <message>
      <source>Hands sat out before being dealt in</source>
      <translation>Пропущено раздач до участия</translation>
    </message>
    <message>
      <source>Players dealt in by then, %</source>
      <translation>Игроков в игре к этому моменту, %</translation>
    </message>
    <message>
      <source>new</source>
      <translation>новые</translation>
    </message>
    <message>
      <source>returning</source>
      <translation>вернувшиеся</translation>
    </message>
    <message>
      <source>Last action twice and other costs</source>
      <translation>Последнее слово дважды и другие издержки</translation>
    </message>
    <message>
      <source>Per 100 hands</source>
      <translation>На 100 раздач</translation>
    </message>
    <message>
      <source>Last action twice</source>
      <translation>Последнее слово дважды</translation>
    </message>
    <message>
      <source>First action twice</source>
      <translation>Первое слово дважды</translation>
    </message>
    <message>
      <source>Discounted rounds</source>
      <translation>Круги со скидкой</translation>
    </message>
    <message>
      <source>{button} · make-up: {makeup}</source>
      <translation>{button} · восполнение: {makeup}</translation>
    </message>
    <message>
      <source>This table: {rules}</source>
      <translation>Этот стол: {rules}</translation>
    </message>
    <message>
      <source>Compare house rules</source>
      <translation>Сравнить правила заведения</translation>
    </message>
    <message>
      <source>Sets of house rules (2 to 4)</source>
      <translation>Наборы правил заведения (от 2 до 4)</translation>
    </message>
    <message>
      <source>Add from a file…</source>
      <translation>Добавить из файла…</translation>
    </message>
    <message>
      <source>The players' habits (a busy cash game)</source>
      <translation>Привычки игроков (оживлённая кэш-игра)</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Мест</translation>
    </message>
    <message>
      <source>Hands per hour</source>
      <translation>Раздач в час</translation>
    </message>
    <message>
      <source>Hours a player stays</source>
      <translation>Часов игрок остаётся</translation>
    </message>
    <message>
      <source>Breaks per player-hour</source>
      <translation>Перерывов на игроко-час</translation>
    </message>
    <message>
      <source>Minutes of a break</source>
      <translation>Минут перерыва</translation>
    </message>
    <message>
      <source>Minutes to fill a free seat</source>
      <translation>Минут до занятия свободного места</translation>
    </message>
    <message>
      <source>Seat changes per player-hour</source>
      <translation>Пересадок на игроко-час</translation>
    </message>
    <message>
      <source>New players who post at once, %</source>
      <translation>Новых игроков, ставящих сразу, %</translation>
    </message>
    <message>
      <source>Returning players who post at once, %</source>
      <translation>Вернувшихся игроков, ставящих сразу, %</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Длительность</translation>
    </message>
    <message>
      <source>Hours of play</source>
      <translation>Часов игры</translation>
    </message>
    <message>
      <source>Random seed</source>
      <translation>Код жеребьёвки</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Сравнить</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>Export CSV…</source>
      <translation>Экспорт в CSV…</translation>
    </message>
    <message>
      <source>Export charts as PNG…</source>
      <translation>Экспорт графиков в PNG…</translation>
    </message>
    <message>
      <source>Export a hand as a scenario…</source>
      <translation>Экспорт раздачи в сценарий…</translation>
    </message>
    <message>
      <source>The hand of the row chosen (a first hand showing a figure) under the column's house rules, as a scenario file the scenario runner replays</source>
      <translation>Раздача выбранной строки (первая раздача, где виден показатель) по правилам заведения из столбца, как файл сценария, который воспроизводит программа сценариев</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>Показатели</translation>
    </message>
    <message>
      <source>Tick from 2 to 4 sets of house rules.</source>
      <translation>Отметьте от 2 до 4 наборов правил заведения.</translation>
    </message>
    <message>
      <source>This comparison cannot be made: {why}</source>
      <translation>Это сравнение невозможно: {why}</translation>
    </message>
    <message numerus="yes">
      <source>Simulating %Ln hour(s) of play…</source>
      <translation>
        <numerusform>Моделирование %Ln часа игры…</numerusform>
        <numerusform>Моделирование %Ln часов игры…</numerusform>
        <numerusform>Моделирование %Ln часов игры…</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Done: %Ln hand(s) under each set of house rules.</source>
      <translation>
        <numerusform>Готово: %Ln раздача по каждому набору правил заведения.</numerusform>
        <numerusform>Готово: %Ln раздачи по каждому набору правил заведения.</numerusform>
        <numerusform>Готово: %Ln раздач по каждому набору правил заведения.</numerusform>
      </translation>
    </message>
    <message>
      <source>The comparison stopped: {why}</source>
      <translation>Сравнение остановлено: {why}</translation>
    </message>
    <message>
      <source>Cancelled. The figures shown are those of the last finished run.</source>
      <translation>Отменено. Показаны показатели последнего завершённого сравнения.</translation>
    </message>
    <message>
      <source>Not written: {why} ({path})</source>
      <translation>Не записано: {why} ({path})</translation>
    </message>
    <message>
      <source>Export a hand as a scenario</source>
      <translation>Экспортировать раздачу как сценарий</translation>
    </message>
    <message>
      <source>Hand number (1 to {last}) under {rules}:</source>
      <translation>Номер раздачи (от 1 до {last}) по правилам {rules}:</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Файлы сценариев (*.toml)</translation>
    </message>
    <message>
      <source>Written: {path}</source>
      <translation>Записано: {path}</translation>
    </message>
    <message>
      <source>Export the figures as CSV</source>
      <translation>Экспортировать показатели в CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
      <source>Export the charts as PNG into</source>
      <translation>Экспортировать графики в PNG в папку</translation>
    </message>
    <message>
      <source>Add house rules from a file</source>
      <translation>Добавить правила заведения из файла</translation>
    </message>
    <message>
      <source>House-rules files (*.toml)</source>
      <translation>Файлы правил заведения (*.toml)</translation>
    </message>
    <message>
      <source>This file cannot be used: {why}</source>
      <translation>Этот файл нельзя использовать: {why}</translation>
    </message>
    <message>
      <source>Added: {name}</source>
      <translation>Добавлено: {name}</translation>
    </message>
  </context>
  <context>
    <name>Amounts</name>
    <message numerus="yes">
      <source>%Ln live</source>
      <translation>
        <numerusform>%Ln живой</numerusform>
        <numerusform>%Ln живых</numerusform>
        <numerusform>%Ln живых</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%Ln dead</source>
      <translation>
        <numerusform>%Ln мёртвый</numerusform>
        <numerusform>%Ln мёртвых</numerusform>
        <numerusform>%Ln мёртвых</numerusform>
      </translation>
    </message>
    <message>
      <source>({live}, {dead})</source>
      <translation>({live}, {dead})</translation>
    </message>
    <message>
      <source>(dead)</source>
      <translation>(мёртвые)</translation>
    </message>
    <message>
      <source>(live)</source>
      <translation>(живые)</translation>
    </message>
  </context>
  <context>
    <name>Backups</name>
    <message>
      <source>Restore from a backup</source>
      <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
      <source>No backup of the room could be made in {folder}: {why}. The room works on and nothing is lost; plug the drive back in, or choose another folder in Settings → Backups….</source>
      <translation>Не удалось сделать резервную копию зала в {folder}: {why}. Зал работает дальше, ничего не потеряно; подключите накопитель снова или выберите другую папку в меню «Настройки → Резервные копии…».</translation>
    </message>
    <message>
      <source>the folder is not there (a drive unplugged?)</source>
      <translation>папки нет (накопитель отключён?)</translation>
    </message>
    <message>
      <source>the folder may not be written</source>
      <translation>в папку нельзя записывать</translation>
    </message>
    <message>
      <source>the drive is full</source>
      <translation>накопитель заполнен</translation>
    </message>
    <message>
      <source>the folder cannot be used</source>
      <translation>папку нельзя использовать</translation>
    </message>
    <message>
      <source>The room file cannot be read any more: it is damaged. Room → Restore from a backup… puts back the newest backup and says what it does not hold.</source>
      <translation>Файл зала больше не читается: он повреждён. «Зал → Восстановить из резервной копии…» вернёт самую свежую копию и скажет, чего в ней нет.</translation>
    </message>
    <message>
      <source>Room → Restore from a backup… puts back a backup of the room and says what it does not hold.</source>
      <translation>«Зал → Восстановить из резервной копии…» вернёт резервную копию зала и скажет, чего в ней нет.</translation>
    </message>
    <message>
      <source>The room file {path} was deleted, replaced or damaged while floorapp had it open. What floorapp still had of the room was saved in the backup of {time}: put it back with Room → Restore from a backup….</source>
      <translation>Файл зала {path} удалили, подменили или повредили, пока floorapp держал его открытым. Всё, что у floorapp ещё было от зала, сохранено в резервной копии от {time}: верните её через «Зал → Восстановить из резервной копии…».</translation>
    </message>
    <message>
      <source>The backup {name} has problems: {problems}</source>
      <translation>В резервной копии {name} есть ошибки: {problems}</translation>
    </message>
    <message>
      <source>damaged</source>
      <translation>повреждена</translation>
    </message>
    <message>
      <source>earlier floorapp</source>
      <translation>старый floorapp</translation>
    </message>
    <message>
      <source>has problems</source>
      <translation>есть ошибки</translation>
    </message>
    <message>
      <source>checked</source>
      <translation>проверена</translation>
    </message>
    <message>
      <source>not checked yet</source>
      <translation>ещё не проверена</translation>
    </message>
    <message>
      <source>Made {made}; its last action recorded {last}.</source>
      <translation>Сделана {made}; последнее действие в ней записано {last}.</translation>
    </message>
    <message>
      <source>Made by an earlier floorapp (schema {schema}): what it holds shows once it is restored, upgraded as at any start.</source>
      <translation>Сделана более старым floorapp (схема {schema}): её содержимое будет видно после восстановления, когда она обновится, как при любом запуске.</translation>
    </message>
    <message>
      <source>{table}: {hands}, {entries}, the last at {last}</source>
      <translation>{table}: {hands}, {entries}, последнее — {last}</translation>
    </message>
    <message>
      <source>{actions}, of which {deals}</source>
      <translation>{actions}, из них {deals}</translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n раздача</numerusform>
        <numerusform>%n раздачи</numerusform>
        <numerusform>%n раздач</numerusform>
      </translation>
    </message>
    <message>
      <source>the waiting lists: {entries}</source>
      <translation>листы ожидания: {entries}</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n раздача</numerusform>
        <numerusform>%n раздачи</numerusform>
        <numerusform>%n раздач</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n action(s)</source>
      <translation>
        <numerusform>%n действие</numerusform>
        <numerusform>%n действия</numerusform>
        <numerusform>%n действий</numerusform>
      </translation>
    </message>
    <message>
      <source>{table}: the screen showed hand {shown}, the backup holds hand {held}</source>
      <translation>{table}: экран показывал раздачу {shown}, в копии есть до раздачи {held}</translation>
    </message>
    <message>
      <source>A backup of an earlier floorapp: what it does not hold is known only once it is restored (History shows it).</source>
      <translation>Резервная копия более старого floorapp: чего в ней нет, станет известно только после восстановления (это покажет История).</translation>
    </message>
    <message>
      <source>The backup holds every action the room file holds.</source>
      <translation>В резервной копии есть все действия, что и в файле зала.</translation>
    </message>
    <message>
      <source>Actions recorded after {time} are not in the backup:</source>
      <translation>Действий, записанных после {time}, в резервной копии нет:</translation>
    </message>
    <message>
      <source>The room file cannot be read: what it held after {time} cannot be counted, and this screen had seen nothing later.</source>
      <translation>Файл зала не читается: то, что в нём было после {time}, посчитать нельзя, а этот экран ничего более позднего не видел.</translation>
    </message>
    <message>
      <source>The room file cannot be read: actions recorded after {time} are not in the backup, as far as this screen had seen:</source>
      <translation>Файл зала не читается: действий, записанных после {time}, в резервной копии нет; насколько видел этот экран:</translation>
    </message>
    <message>
      <source>Restore the backup made {made}? The room file as it is now is kept aside, never deleted, and the room opens again from the backup.
{not_held}</source>
      <translation>Восстановить резервную копию от {made}? Файл зала в нынешнем виде будет отложен в сторону, но не удалён, и зал откроется заново из копии.
{not_held}</translation>
    </message>
    <message>
      <source>There was no room file to keep aside.</source>
      <translation>Файла зала, который можно было бы отложить, не было.</translation>
    </message>
    <message>
      <source>The room file as it was is kept as {file}.</source>
      <translation>Прежний файл зала сохранён как {file}.</translation>
    </message>
    <message>
      <source>The room was restored from the backup made {made}.</source>
      <translation>Зал восстановлен из резервной копии от {made}.</translation>
    </message>
    <message>
      <source>The room was not restored: {why}</source>
      <translation>Зал не восстановлен: {why}</translation>
    </message>
    <message>
      <source>Restore the room from a backup</source>
      <translation>Восстановить зал из резервной копии</translation>
    </message>
    <message>
      <source>Reading the backups in {folder}…</source>
      <translation>Чтение резервных копий в {folder}…</translation>
    </message>
    <message>
      <source>Made</source>
      <translation>Сделана</translation>
    </message>
    <message>
      <source>Last action</source>
      <translation>Последнее действие</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Столы</translation>
    </message>
    <message>
      <source>Check</source>
      <translation>Проверка</translation>
    </message>
    <message>
      <source>Restore this backup…</source>
      <translation>Восстановить эту копию…</translation>
    </message>
    <message>
      <source>There is no backup in {folder}.</source>
      <translation>В {folder} нет резервных копий.</translation>
    </message>
    <message>
      <source>Backups in {folder}, newest first:</source>
      <translation>Резервные копии в {folder}, сначала самые свежие:</translation>
    </message>
    <message>
      <source>Backups</source>
      <translation>Резервные копии</translation>
    </message>
    <message>
      <source>Backups of the room file</source>
      <translation>Резервные копии файла зала</translation>
    </message>
    <message>
      <source>floorapp backs the room file up when the business day starts and on quitting, and checks each backup. Keep them on another drive: a USB stick, a network share.</source>
      <translation>floorapp делает резервную копию файла зала в начале игрового дня и при выходе и проверяет каждую копию. Храните их на другом накопителе: флешке, сетевой папке.</translation>
    </message>
    <message>
      <source>Backup folder (empty: {folder})</source>
      <translation>Папка резервных копий (пусто: {folder})</translation>
    </message>
    <message>
      <source>Choose…</source>
      <translation>Выбрать…</translation>
    </message>
    <message>
      <source>Keep each backup for</source>
      <translation>Хранить каждую копию</translation>
    </message>
    <message>
      <source> days</source>
      <translation> дн.</translation>
    </message>
    <message>
      <source>Backup folder</source>
      <translation>Папка резервных копий</translation>
    </message>
  </context>
  <context>
    <name>Binding</name>
    <message>
      <source>Warning: this PySide6 loses a reference to None on every Qt call that returns nothing (PySide6 6.12.0 on Python 3.11); floorapp will crash after a while. Install another PySide6-Essentials version (6.11, or a later fixed one).</source>
      <translation>Внимание: эта версия PySide6 теряет ссылку на None при каждом вызове Qt, который ничего не возвращает (PySide6 6.12.0 на Python 3.11); через некоторое время floorapp аварийно завершится. Установите другую версию PySide6-Essentials (6.11 или более позднюю исправленную).</translation>
    </message>
  </context>
  <context>
    <name>Board</name>
    <message>
      <source>none</source>
      <translation>нет</translation>
    </message>
    <message>
      <source>Open seats</source>
      <translation>Свободные места</translation>
    </message>
    <message>
      <source>no table open yet</source>
      <translation>открытых столов пока нет</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>и ещё {count}</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Лист желающих</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Лист ожидания</translation>
    </message>
    <message>
      <source>{left} of {entrants}</source>
      <translation>{left} из {entrants}</translation>
    </message>
    <message>
      <source>{table}: {players}</source>
      <translation>{table}: {players}</translation>
    </message>
    <message>
      <source>Now</source>
      <translation>Сейчас</translation>
    </message>
    <message>
      <source>Next</source>
      <translation>Далее</translation>
    </message>
    <message>
      <source>Players left</source>
      <translation>Осталось игроков</translation>
    </message>
    <message>
      <source>table {table}</source>
      <translation>стол {table}</translation>
    </message>
    <message>
      <source>table {table} seat {seat}</source>
      <translation>стол {table}, место {seat}</translation>
    </message>
    <message>
      <source>Moved</source>
      <translation>Пересажен</translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Места для листа</translation>
    </message>
    <message>
      <source>nobody waiting</source>
      <translation>никто не ждёт</translation>
    </message>
    <message>
      <source>The room's server cannot be reached: the board shows the room as it was when it was last read. Trying again…</source>
      <translation>Сервер зала недоступен: табло показывает зал таким, каким он был при последнем чтении. Повторная попытка…</translation>
    </message>
    <message>
      <source>Room board</source>
      <translation>Табло зала</translation>
    </message>
    <message>
      <source>No table is open.</source>
      <translation>Открытых столов нет.</translation>
    </message>
    <message>
      <source>{count} waiting</source>
      <translation>в листе: {count}</translation>
    </message>
  </context>
  <context>
    <name>Break</name>
    <message>
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <source>From</source>
      <translation>Откуда</translation>
    </message>
    <message>
      <source>To</source>
      <translation>Куда</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>место {seat}</translation>
    </message>
    <message>
      <source>Break {table}</source>
      <translation>Расформировать {table}</translation>
    </message>
    <message>
      <source>Break {table}: its players go to the open seats of the game's other tables</source>
      <translation>Расформировать {table}: игроки идут на свободные места других столов этой игры</translation>
    </message>
    <message>
      <source>By draw (each player draws a seat)</source>
      <translation>Жеребьёвкой (каждый игрок тянет место)</translation>
    </message>
    <message>
      <source>In seat order (from the seat after the button)</source>
      <translation>По порядку мест (с места после баттона)</translation>
    </message>
    <message>
      <source>They wait for the big blind</source>
      <translation>Ждут большого блайнда</translation>
    </message>
    <message>
      <source>They post and play at once</source>
      <translation>Ставят и играют сразу</translation>
    </message>
    <message>
      <source>Draw again</source>
      <translation>Тянуть заново</translation>
    </message>
    <message>
      <source>Break the table</source>
      <translation>Расформировать стол</translation>
    </message>
    <message>
      <source>Nobody sits at this table: breaking it moves nobody.</source>
      <translation>За этим столом никого нет: расформирование никого не переводит.</translation>
    </message>
    <message>
      <source>Players to new seats: {moved}; to the top of the list (no seat open for them): {listed}.</source>
      <translation>Игроков на новые места: {moved}; в начало листа (свободных мест для них нет): {listed}.</translation>
    </message>
    <message>
      <source>Save the move slips as a PDF</source>
      <translation>Сохранить талоны перехода в PDF</translation>
    </message>
    <message>
      <source>PDF files (*.pdf)</source>
      <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
      <source>They come in as new players and post at once.</source>
      <translation>Они входят как новые игроки и ставят сразу.</translation>
    </message>
    <message>
      <source>They come in as new players and wait for the big blind.</source>
      <translation>Они входят как новые игроки и ждут большого блайнда.</translation>
    </message>
    <message>
      <source>Move slips: {table} broken at {time}</source>
      <translation>Талоны перехода: {table} расформирован в {time}</translation>
    </message>
    <message>
      <source>from {table}, seat {seat}</source>
      <translation>из-за стола {table}, место {seat}</translation>
    </message>
    <message>
      <source>Move slips</source>
      <translation>Талоны перехода</translation>
    </message>
    <message>
      <source>Print…</source>
      <translation>Печать…</translation>
    </message>
    <message>
      <source>Save as PDF…</source>
      <translation>Сохранить в PDF…</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>Sent to the printer.</source>
      <translation>Отправлено на принтер.</translation>
    </message>
    <message>
      <source>Not saved: {path} could not be written.</source>
      <translation>Не сохранено: не удалось записать {path}.</translation>
    </message>
    <message>
      <source>Saved as {path}.</source>
      <translation>Сохранено как {path}.</translation>
    </message>
  </context>
  <context>
    <name>Choice</name>
    <message>
      <source>Post now</source>
      <translation>Поставить сейчас</translation>
    </message>
    <message>
      <source>Wait for the big blind</source>
      <translation>Ждать большого блайнда</translation>
    </message>
    <message>
      <source>Post behind the button</source>
      <translation>Поставить за баттоном</translation>
    </message>
    <message>
      <source>Plays the next hand without posting (outside the zone).</source>
      <translation>Играет следующую раздачу без поста (вне зоны).</translation>
    </message>
    <message>
      <source>Posts {total} {amounts} and plays the next hand (from a seat in the zone, once the button has passed).</source>
      <translation>Ставит {total} {amounts} и играет следующую раздачу (с места в зоне — после того, как пройдёт баттон).</translation>
    </message>
    <message>
      <source>Sits out until the big blind reaches the seat, then posts only the big blind.</source>
      <translation>Не играет, пока большой блайнд не дойдёт до этого места, затем ставит только большой блайнд.</translation>
    </message>
    <message>
      <source>Lets the blinds and the button pass, then posts what is owed behind the button.</source>
      <translation>Пропускает блайнды и баттон, затем восполняет долг за баттоном.</translation>
    </message>
    <message>
      <source>Post now: {total} {amounts}</source>
      <translation>Поставить сейчас: {total} {amounts}</translation>
    </message>
    <message>
      <source>{name} owes nothing.</source>
      <translation>{name}: долгов нет.</translation>
    </message>
    <message>
      <source>{name} owes {total} {amounts}.</source>
      <translation>{name}: долг {total} {amounts}.</translation>
    </message>
    <message>
      <source>posts</source>
      <translation>ставит</translation>
    </message>
    <message>
      <source>waits</source>
      <translation>ждёт</translation>
    </message>
    <message>
      <source>behind</source>
      <translation>за баттоном</translation>
    </message>
  </context>
  <context>
    <name>Dialog</name>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
    <message>
      <source>Seat {seat}: new player</source>
      <translation>Место {seat}: новый игрок</translation>
    </message>
    <message>
      <source>Who sits down in seat {seat}?</source>
      <translation>Кто садится на место {seat}?</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <source>Player's name</source>
      <translation>Имя игрока</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Правила заведения</translation>
    </message>
    <message>
      <source>These rules apply to this table from the next hand, and to the tables you add from now on. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it is.</source>
      <translation>Эти правила действуют за этим столом со следующей раздачи и за всеми столами, которые вы добавите дальше. Другое число блайндов, а также включение или отключение блайнда на баттоне начинает новую игру; баттон остаётся на месте.</translation>
    </message>
    <message>
      <source>off</source>
      <translation>выкл.</translation>
    </message>
    <message>
      <source> min</source>
      <translation> мин</translation>
    </message>
    <message>
      <source>Dark</source>
      <translation>Тёмные</translation>
    </message>
    <message>
      <source>Light</source>
      <translation>Светлые</translation>
    </message>
    <message>
      <source>By its stakes (the game named after them)</source>
      <translation>По ставкам (игра, названная по ним)</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <source>{name} sits down in seat {seat}, as a new player:</source>
      <translation>{name} садится на место {seat} как новый игрок:</translation>
    </message>
    <message>
      <source>Correct positions</source>
      <translation>Исправить позиции</translation>
    </message>
    <message>
      <source>Where were the button and the blinds on the hand just played?</source>
      <translation>Где были баттон и блайнды в только что сыгранной раздаче?</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Баттон</translation>
    </message>
    <message>
      <source>Small blind</source>
      <translation>Малый блайнд</translation>
    </message>
    <message>
      <source>Big blind</source>
      <translation>Большой блайнд</translation>
    </message>
    <message>
      <source>Third blind</source>
      <translation>Третий блайнд</translation>
    </message>
    <message>
      <source>Add a table</source>
      <translation>Добавить стол</translation>
    </message>
    <message>
      <source>Table name</source>
      <translation>Название стола</translation>
    </message>
    <message>
      <source>Rename the table</source>
      <translation>Переименовать стол</translation>
    </message>
    <message>
      <source>New name for {name}</source>
      <translation>Новое название для стола {name}</translation>
    </message>
    <message>
      <source>Import a scenario as a new table</source>
      <translation>Импортировать сценарий как новый стол</translation>
    </message>
    <message>
      <source>Scenario files (*.toml)</source>
      <translation>Файлы сценариев (*.toml)</translation>
    </message>
    <message>
      <source>Export the history as a scenario</source>
      <translation>Экспортировать историю как сценарий</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} from the list</source>
      <translation>Место {seat}: {name} из листа ожидания</translation>
    </message>
    <message>
      <source>{name} to seat {seat}:</source>
      <translation>{name} — на место {seat}:</translation>
    </message>
    <message>
      <source>Call {name} to seat {seat} (hold it, {minutes} min)</source>
      <translation>Вызвать игрока {name} на место {seat} (бронь {minutes} мин)</translation>
    </message>
    <message>
      <source>The seat is locked up for the player until the timer runs out; then the floor marks a no-show or seats the player.</source>
      <translation>Место забронировано для игрока, пока не выйдет время; затем отметьте неявку или посадите игрока.</translation>
    </message>
    <message>
      <source>{name} is here: seat {name}…</source>
      <translation>{name} здесь: посадить {name}…</translation>
    </message>
    <message>
      <source>Seat the player now, as a new player: post now, wait for the big blind or post behind the button.</source>
      <translation>Посадить игрока сейчас как нового игрока: поставить сейчас, ждать большого блайнда или поставить за баттоном.</translation>
    </message>
  </context>
  <context>
    <name>Event</name>
    <message>
      <source>Seat {seat}: {name} sits down ({how})</source>
      <translation>Место {seat}: садится {name} ({how})</translation>
    </message>
    <message>
      <source>{seat}: away</source>
      <translation>{seat}: отходит</translation>
    </message>
    <message>
      <source>{seat}: back ({how})</source>
      <translation>{seat}: возвращается ({how})</translation>
    </message>
    <message>
      <source>{seat}: leaves, seat locked up</source>
      <translation>{seat}: уходит, место забронировано</translation>
    </message>
    <message>
      <source>Seat {seat}: lock-up released</source>
      <translation>Место {seat}: бронь снята</translation>
    </message>
    <message>
      <source>{seat}: moves to seat {to} ({how})</source>
      <translation>{seat}: пересаживается на место {to} ({how})</translation>
    </message>
    <message>
      <source>Seat {seat}: {name} sits down ({how}), from another table of the game with a missed-blind button: {missed}</source>
      <translation>Место {seat}: садится {name} ({how}), с другого стола той же игры, с маркером пропущенного блайнда: {missed}</translation>
    </message>
    <message>
      <source>{seat}: picked up, seat locked up for the list</source>
      <translation>{seat}: снят с места, место забронировано для листа ожидания</translation>
    </message>
    <message>
      <source>Seat {seat}: locked up for the list</source>
      <translation>Место {seat}: забронировано для листа ожидания</translation>
    </message>
    <message>
      <source>{seat}: busted</source>
      <translation>{seat}: проигрывает все фишки</translation>
    </message>
    <message>
      <source>{seat}: rebuy ({how})</source>
      <translation>{seat}: ребай ({how})</translation>
    </message>
    <message>
      <source>{seat}: straddles next hand</source>
      <translation>{seat}: стрэддл в следующей раздаче</translation>
    </message>
    <message>
      <source>Misdeal: the hand is dealt again</source>
      <translation>Мисдил: раздача сдаётся заново</translation>
    </message>
    <message>
      <source>Positions corrected: button {button}, blinds {blinds}</source>
      <translation>Позиции исправлены: баттон {button}, блайнды {blinds}</translation>
    </message>
    <message>
      <source>House rules: {rules}</source>
      <translation>Правила заведения: {rules}</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Следующая раздача</translation>
    </message>
  </context>
  <context>
    <name>EventClock</name>
    <message>
      <source>clock not started</source>
      <translation>часы не запущены</translation>
    </message>
    <message>
      <source>{left} left</source>
      <translation>осталось {left}</translation>
    </message>
    <message>
      <source>PAUSED</source>
      <translation>ПАУЗА</translation>
    </message>
    <message>
      <source>Break: {name}</source>
      <translation>Перерыв: {name}</translation>
    </message>
    <message>
      <source>Break</source>
      <translation>Перерыв</translation>
    </message>
    <message>
      <source>{minutes} min</source>
      <translation>{minutes} мин</translation>
    </message>
    <message>
      <source>the floor starts each level</source>
      <translation>каждый уровень запускается вручную</translation>
    </message>
    <message>
      <source>{level} in {time}</source>
      <translation>{level} через {time}</translation>
    </message>
    <message>
      <source>break in {time}</source>
      <translation>перерыв через {time}</translation>
    </message>
    <message>
      <source>registration closes in {time}</source>
      <translation>регистрация закроется через {time}</translation>
    </message>
    <message>
      <source>the last level goes on</source>
      <translation>последний уровень продолжается</translation>
    </message>
  </context>
  <context>
    <name>EventWindow</name>
    <message>
      <source>Tournament floor: {name}</source>
      <translation>Ведение турнира: {name}</translation>
    </message>
    <message>
      <source>Register a player…</source>
      <translation>Зарегистрировать игрока…</translation>
    </message>
    <message>
      <source>Deal the next hand</source>
      <translation>Следующая раздача</translation>
    </message>
    <message>
      <source>Hand done</source>
      <translation>Раздача сыграна</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Slips of the last move…</source>
      <translation>Талоны последнего перехода…</translation>
    </message>
    <message>
      <source>{left} of {entrants} players left</source>
      <translation>Игроков: {left} из {entrants}</translation>
    </message>
    <message>
      <source>Latest places: {places}</source>
      <translation>Последние выбывшие: {places}</translation>
    </message>
    <message>
      <source>End hand-for-hand</source>
      <translation>Закончить «рука в руку»</translation>
    </message>
    <message>
      <source>Start hand-for-hand</source>
      <translation>Играть «рука в руку»</translation>
    </message>
    <message>
      <source>Table {table}, hand {hand}:</source>
      <translation>Стол {table}, раздача {hand}:</translation>
    </message>
    <message>
      <source>Next: {next}</source>
      <translation>Далее: {next}</translation>
    </message>
    <message>
      <source>Start the clock</source>
      <translation>Запустить часы</translation>
    </message>
    <message>
      <source>Pause the clock</source>
      <translation>Остановить часы</translation>
    </message>
    <message>
      <source>Resume the clock</source>
      <translation>Возобновить часы</translation>
    </message>
    <message>
      <source>Another screen changed the event first: it is shown as it is now; nothing was recorded.</source>
      <translation>Другой экран уже изменил турнир: он показан таким, какой он сейчас; ничего не записано.</translation>
    </message>
    <message>
      <source>Not recorded: {why}</source>
      <translation>Не записано: {why}</translation>
    </message>
    <message>
      <source>Register a player</source>
      <translation>Регистрация игрока</translation>
    </message>
    <message>
      <source>Name (an eliminated player's name again: a re-entry). The player draws an open seat of the shortest tables.</source>
      <translation>Имя (имя выбывшего игрока ещё раз — это ре-энтри). Игрок получает по жребию свободное место за одним из самых неполных столов.</translation>
    </message>
    <message>
      <source>{name} is back</source>
      <translation>{name} вернулся</translation>
    </message>
    <message>
      <source>{name} is absent</source>
      <translation>{name} отошёл</translation>
    </message>
    <message>
      <source>End {name}'s penalty</source>
      <translation>Снять штраф с игрока {name}</translation>
    </message>
    <message>
      <source>Penalty for {name}…</source>
      <translation>Штраф игроку {name}…</translation>
    </message>
    <message>
      <source>{name} is eliminated</source>
      <translation>{name} выбыл</translation>
    </message>
    <message>
      <source>Penalty</source>
      <translation>Штраф</translation>
    </message>
    <message>
      <source>Hands {name} is dealt in and blinded off (T-09):</source>
      <translation>Сколько штрафных раздач у игрока {name}: карты сдаются, блайнды ставятся из его стека (T-09):</translation>
    </message>
    <message>
      <source>Eliminated</source>
      <translation>Выбыл</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is eliminated?</source>
      <translation>{name} (стол {table}, место {seat}) выбыл?</translation>
    </message>
  </context>
  <context>
    <name>EventWords</name>
    <message>
      <source>{live} + {dead} dead</source>
      <translation>{live} + {dead} мёртвых</translation>
    </message>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>место {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>место {seat}</translation>
    </message>
    <message>
      <source>Button: {who}.</source>
      <translation>Баттон: {who}.</translation>
    </message>
    <message>
      <source>Dead button on {who}.</source>
      <translation>Мёртвый баттон: {who}.</translation>
    </message>
    <message>
      <source>Small blind {chips}: {who}.</source>
      <translation>Малый блайнд {chips}: {who}.</translation>
    </message>
    <message>
      <source>No small blind: {who} is empty.</source>
      <translation>Малого блайнда нет: {who} пустое.</translation>
    </message>
    <message>
      <source>Big blind {chips}: {who}.</source>
      <translation>Большой блайнд {chips}: {who}.</translation>
    </message>
    <message>
      <source>Every player dealt in puts in an ante of {ante}.</source>
      <translation>Каждый игрок, получающий карты, ставит анте {ante}.</translation>
    </message>
    <message>
      <source>Absent: {who}, dealt in and blinded off; the hand is killed unless the player is back by the end of the deal.</source>
      <translation>Отошёл: {who} — карты сдаются, блайнды и анте ставятся из его стека; его рука мёртвая, если игрок не вернётся до конца раздачи.</translation>
    </message>
    <message>
      <source>On penalty: {who}, dealt in and blinded off; the hand is killed.</source>
      <translation>Штраф: {who} — карты сдаются, блайнды и анте ставятся из его стека; его рука мёртвая.</translation>
    </message>
    <message>
      <source>Waits for the button to pass: {who}, who joined between the small blind and the button.</source>
      <translation>Ждёт, пока пройдёт баттон: {who}, сел между малым блайндом и баттоном.</translation>
    </message>
    <message>
      <source>First to act: {who}.</source>
      <translation>Первым действует: {who}.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind.</source>
      <translation>Хедз-ап: баттон ставит малый блайнд.</translation>
    </message>
    <message>
      <source>Fewer than two players: the table cannot deal.</source>
      <translation>Меньше двух игроков: за столом нельзя сдавать.</translation>
    </message>
    <message>
      <source>Move {name}: table {table} seat {seat} → table {to} seat {to_seat}</source>
      <translation>Пересадить {name}: стол {table}, место {seat} → стол {to}, место {to_seat}</translation>
    </message>
    <message>
      <source>(a single big blind, T-18)</source>
      <translation>(один большой блайнд, T-18)</translation>
    </message>
    <message>
      <source>Break table {table}: its players draw the open seats (T-20)</source>
      <translation>Расформировать стол {table}: его игроки тянут жребий на свободные места (T-20)</translation>
    </message>
    <message>
      <source>{count} tables left: every seat is drawn again (T-23)</source>
      <translation>Осталось столов: {count}: все места разыгрываются заново (T-23)</translation>
    </message>
    <message>
      <source>The players left fit one table: draw the final table (T-23)</source>
      <translation>Оставшиеся игроки помещаются за один стол: жеребьёвка финального стола (T-23)</translation>
    </message>
    <message>
      <source>The tables are balanced: nothing to move.</source>
      <translation>Столы сбалансированы: пересаживать некого.</translation>
    </message>
    <message>
      <source>Move {name}</source>
      <translation>Пересадить {name}</translation>
    </message>
    <message>
      <source>Break table {table}</source>
      <translation>Расформировать стол {table}</translation>
    </message>
    <message>
      <source>Draw every seat again</source>
      <translation>Разыграть все места заново</translation>
    </message>
    <message>
      <source>Draw the final table</source>
      <translation>Финальный стол: жребий</translation>
    </message>
    <message>
      <source>Level {number}: {small}/{big}</source>
      <translation>Уровень {number}: {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>анте ББ {ante}</translation>
    </message>
    <message>
      <source>ante {ante}</source>
      <translation>анте {ante}</translation>
    </message>
    <message>
      <source>Table {table}</source>
      <translation>Стол {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n player(s)</source>
      <translation>
        <numerusform>%n игрок</numerusform>
        <numerusform>%n игрока</numerusform>
        <numerusform>%n игроков</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n absent</source>
      <translation>
        <numerusform>%n отошедший</numerusform>
        <numerusform>%n отошедших</numerusform>
        <numerusform>%n отошедших</numerusform>
      </translation>
    </message>
    <message>
      <source>HALTED (T-15)</source>
      <translation>ОСТАНОВЛЕН (T-15)</translation>
    </message>
    <message>
      <source>playing the hand</source>
      <translation>идёт раздача</translation>
    </message>
    <message>
      <source>hand done</source>
      <translation>раздача сыграна</translation>
    </message>
    <message>
      <source>breaks next</source>
      <translation>на расформирование</translation>
    </message>
    <message>
      <source>No such table plays in the event.</source>
      <translation>Такого стола в турнире нет.</translation>
    </message>
    <message>
      <source>No such seat at the table.</source>
      <translation>Такого места за столом нет.</translation>
    </message>
    <message>
      <source>Nobody sits in that seat.</source>
      <translation>На этом месте никто не сидит.</translation>
    </message>
    <message>
      <source>Somebody sits in that seat.</source>
      <translation>Это место уже занято.</translation>
    </message>
    <message>
      <source>No open seat is left.</source>
      <translation>Свободных мест не осталось.</translation>
    </message>
    <message>
      <source>A name is needed, and not one of a player already in the event.</source>
      <translation>Нужно имя, и не имя игрока, который уже в турнире.</translation>
    </message>
    <message>
      <source>A re-entry is for an entrant who has been eliminated.</source>
      <translation>Ре-энтри — только для участника, который уже выбыл.</translation>
    </message>
    <message>
      <source>Registration is closed.</source>
      <translation>Регистрация закрыта.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in.</source>
      <translation>Карты могут получить меньше двух игроков.</translation>
    </message>
    <message>
      <source>The table is halted for a player (T-15): deal anyway only if the floor waives the halt.</source>
      <translation>Стол остановлен в ожидании игрока (T-15): сдавайте всё равно, только если вы снимаете остановку.</translation>
    </message>
    <message>
      <source>Hand-for-hand: this table has dealt the hand and waits for the others (T-24).</source>
      <translation>Рука в руку: этот стол сыграл раздачу и ждёт остальных (T-24).</translation>
    </message>
    <message>
      <source>The player has not played a hand at this table yet, so cannot be eliminated here.</source>
      <translation>Игрок ещё не сыграл ни одной раздачи за этим столом и не может здесь выбыть.</translation>
    </message>
    <message>
      <source>The player is marked absent already.</source>
      <translation>Игрок уже отмечен как отошедший.</translation>
    </message>
    <message>
      <source>The player is not marked absent.</source>
      <translation>Игрок не отмечен как отошедший.</translation>
    </message>
    <message>
      <source>That level cannot be played.</source>
      <translation>Этот уровень нельзя сыграть.</translation>
    </message>
    <message>
      <source>That move is not offered now: the event has changed.</source>
      <translation>Эта пересадка больше не предлагается: турнир изменился.</translation>
    </message>
    <message>
      <source>The event is not playing hand-for-hand, or the table has not dealt the hand.</source>
      <translation>Турнир не играет «рука в руку», или стол ещё не сдал раздачу.</translation>
    </message>
    <message>
      <source>The event's seats are drawn already.</source>
      <translation>Места в турнире уже разыграны.</translation>
    </message>
    <message>
      <source>The clock needs the time the action was recorded.</source>
      <translation>Часам нужно время, когда действие было записано.</translation>
    </message>
    <message>
      <source>The time is before the clock's last action: check the PC's clock.</source>
      <translation>Время раньше последнего действия часов: проверьте часы на ПК.</translation>
    </message>
    <message>
      <source>The event has no structure of levels for the clock to run.</source>
      <translation>У турнира нет структуры уровней, по которой могут идти часы.</translation>
    </message>
    <message>
      <source>The clock cannot run that structure.</source>
      <translation>Часы не могут идти по этой структуре.</translation>
    </message>
    <message>
      <source>The clock has started already.</source>
      <translation>Часы уже запущены.</translation>
    </message>
    <message>
      <source>The clock has not started yet.</source>
      <translation>Часы ещё не запущены.</translation>
    </message>
    <message>
      <source>The clock is paused already.</source>
      <translation>Часы уже на паузе.</translation>
    </message>
    <message>
      <source>The clock is running already.</source>
      <translation>Часы уже идут.</translation>
    </message>
    <message>
      <source>The structure has no such stage.</source>
      <translation>В структуре нет такого этапа.</translation>
    </message>
    <message>
      <source>The clock is on a break: no table deals until the next level starts (T-28).</source>
      <translation>Часы на перерыве: ни один стол не сдаёт, пока не начнётся следующий уровень (T-28).</translation>
    </message>
    <message>
      <source>The clock starts each level of this event's structure.</source>
      <translation>Каждый уровень структуры этого турнира запускают часы.</translation>
    </message>
    <message>
      <source>No hand to put right at this table: none dealt yet, or none since the positions were corrected (T-26).</source>
      <translation>За этим столом нечего исправлять: раздач ещё не было или не было после исправления позиций (T-26).</translation>
    </message>
    <message>
      <source>No hand can have those positions: each needs its own seat (T-26).</source>
      <translation>Таких позиций не бывает ни в одной раздаче: у каждой своё место (T-26).</translation>
    </message>
    <message>
      <source>A penalty is at least one hand (T-09).</source>
      <translation>Штраф — не меньше одной раздачи (T-09).</translation>
    </message>
    <message>
      <source>The player is on penalty already: end it first (T-09).</source>
      <translation>Игрок уже отбывает штраф: сначала снимите его (T-09).</translation>
    </message>
    <message>
      <source>The player is not on penalty (T-09).</source>
      <translation>Игрок не отбывает штраф (T-09).</translation>
    </message>
    <message>
      <source>Move slip: balancing</source>
      <translation>Талон перехода: балансировка</translation>
    </message>
    <message>
      <source>Move slips: table {table} broken</source>
      <translation>Талоны перехода: стол {table} расформирован</translation>
    </message>
    <message>
      <source>Move slips: every seat drawn again</source>
      <translation>Талоны перехода: все места разыграны заново</translation>
    </message>
    <message>
      <source>Move slips: the final table drawn</source>
      <translation>Талоны перехода: жеребьёвка финального стола</translation>
    </message>
    <message>
      <source>from {seat}</source>
      <translation>откуда: {seat}</translation>
    </message>
    <message>
      <source>{what}, {time}</source>
      <translation>{what}, {time}</translation>
    </message>
    <message>
      <source>They are dealt in at once, unless they sit between the small blind and the button: then they wait for the button to pass (T-10, T-22).</source>
      <translation>Они сразу получают карты, если только не сидят между малым блайндом и баттоном: тогда они ждут, пока пройдёт баттон (T-10, T-22).</translation>
    </message>
    <message>
      <source>newcomer</source>
      <translation>новый участник</translation>
    </message>
    <message>
      <source>Table {table}, seat {seat}</source>
      <translation>Стол {table}, место {seat}</translation>
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
      <translation>Внутренняя ошибка floorapp: {error}. На столах показано то, что было сохранено. Подробности записаны в журнал {log}.</translation>
    </message>
    <message>
      <source>Something went wrong inside floorapp: {error}. The tables show what was saved.</source>
      <translation>Внутренняя ошибка floorapp: {error}. На столах показано то, что было сохранено.</translation>
    </message>
  </context>
  <context>
    <name>Games</name>
    <message>
      <source>A game needs a name, e.g. 1/2 No-limit Hold'em.</source>
      <translation>Игре нужно название, например 1/2 No-limit Hold'em.</translation>
    </message>
    <message>
      <source>A game's name has at most {limit} characters.</source>
      <translation>Название игры — не более {limit} символов.</translation>
    </message>
    <message>
      <source>A game called {name} already exists (a closed one can be reopened).</source>
      <translation>Игра {name} уже есть (закрытую можно открыть снова).</translation>
    </message>
    <message>
      <source>stakes and variant, e.g. 1/2 No-limit Hold'em</source>
      <translation>ставки и разновидность, например 1/2 No-limit Hold'em</translation>
    </message>
    <message>
      <source>Game name</source>
      <translation>Название игры</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Игры</translation>
    </message>
    <message>
      <source>The games the room offers: each has its waiting list, and each table belongs to one.</source>
      <translation>Игры, которые предлагает зал: у каждой свой лист ожидания, и каждый стол относится к одной из них.</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Неявка</translation>
    </message>
    <message>
      <source>Names on the board</source>
      <translation>Имена на табло</translation>
    </message>
    <message>
      <source>Add a game…</source>
      <translation>Добавить игру…</translation>
    </message>
    <message>
      <source>Rename…</source>
      <translation>Переименовать…</translation>
    </message>
    <message>
      <source>Done</source>
      <translation>Готово</translation>
    </message>
    <message>
      <source>{game} — tables open: {tables}, names on the list: {names}</source>
      <translation>{game} — открыто столов: {tables}, имён в листе: {names}</translation>
    </message>
    <message>
      <source>{game} (closed)</source>
      <translation>{game} (закрыта)</translation>
    </message>
    <message>
      <source>Close the game</source>
      <translation>Закрыть игру</translation>
    </message>
    <message>
      <source>The list rules of {game}</source>
      <translation>Правила листа игры {game}</translation>
    </message>
    <message>
      <source>Reopen the game</source>
      <translation>Открыть игру снова</translation>
    </message>
    <message>
      <source>Add a game</source>
      <translation>Добавить игру</translation>
    </message>
    <message>
      <source>New name for {game}</source>
      <translation>Новое название для игры {game}</translation>
    </message>
    <message>
      <source>Game and must-move</source>
      <translation>Игра и стол обязательного перехода</translation>
    </message>
    <message>
      <source>The game of {table}</source>
      <translation>Игра стола {table}</translation>
    </message>
    <message>
      <source>A must-move table, feeding the main table:</source>
      <translation>Стол обязательного перехода, питающий основной стол:</translation>
    </message>
    <message>
      <source>Game</source>
      <translation>Игра</translation>
    </message>
    <message>
      <source>When a seat of the main table opens, the must-move player who has been at this table longest is called to it, and the seat left here goes to the list.</source>
      <translation>Когда за основным столом освобождается место, на него вызывают игрока стола обязательного перехода, дольше всех сидящего за этим столом, а оставленное здесь место уходит листу ожидания.</translation>
    </message>
    <message>
      <source>Add a game first (Room → Games…).</source>
      <translation>Сначала добавьте игру (Зал → Игры…).</translation>
    </message>
  </context>
  <context>
    <name>History</name>
    <message>
      <source>Recorded under earlier rules: today's rules would deal this hand otherwise.</source>
      <translation>Записано по прежним правилам: по нынешним правилам эта раздача была бы другой.</translation>
    </message>
    <message>
      <source>Recorded under earlier rules; today's rules refuse it: {why}</source>
      <translation>Записано по прежним правилам; нынешние правила это отклоняют: {why}</translation>
    </message>
    <message>
      <source>History</source>
      <translation>История</translation>
    </message>
    <message>
      <source>any</source>
      <translation>любое</translation>
    </message>
    <message>
      <source>any player</source>
      <translation>любой игрок</translation>
    </message>
    <message>
      <source>From</source>
      <translation>С</translation>
    </message>
    <message>
      <source>Until</source>
      <translation>По</translation>
    </message>
    <message>
      <source>Business day</source>
      <translation>Игровой день</translation>
    </message>
    <message>
      <source>The day starts at</source>
      <translation>День начинается в</translation>
    </message>
    <message>
      <source>:00</source>
      <translation>:00</translation>
    </message>
    <message>
      <source>The house hour: the room's business day runs from this hour to the same hour the next day.</source>
      <translation>Час заведения: игровой день зала длится с этого часа до того же часа следующего дня.</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Стол</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Место</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Игрок</translation>
    </message>
    <message>
      <source>Time</source>
      <translation>Время</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Событие</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Результат</translation>
    </message>
    <message>
      <source>Show earlier entries</source>
      <translation>Показать более ранние записи</translation>
    </message>
    <message>
      <source>Export as CSV…</source>
      <translation>Экспортировать в CSV…</translation>
    </message>
    <message>
      <source>Export as a scenario…</source>
      <translation>Экспортировать как сценарий…</translation>
    </message>
    <message>
      <source>Move slips…</source>
      <translation>Талоны перехода…</translation>
    </message>
    <message>
      <source>The move slips of the break chosen, to read or print again</source>
      <translation>Талоны перехода выбранного расформирования: прочитать или напечатать снова</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>Every table</source>
      <translation>Все столы</translation>
    </message>
    <message>
      <source>{name} (closed)</source>
      <translation>{name} (закрыт)</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Лист: {game}</translation>
    </message>
    <message>
      <source>Reading the history…</source>
      <translation>Чтение истории…</translation>
    </message>
    <message>
      <source>to new seats: {moved}; to the top of the list: {listed}</source>
      <translation>на новые места: {moved}; в начало листа: {listed}</translation>
    </message>
    <message>
      <source>The latest {count} entries that match are shown; Show earlier entries reads more.</source>
      <translation>Показаны последние подходящие записи ({count}); кнопка «Показать более ранние записи» загрузит ещё.</translation>
    </message>
    <message>
      <source>{count} entries match.</source>
      <translation>Подходящих записей: {count}.</translation>
    </message>
    <message>
      <source>Choose a table to export its history, or a game's list (CSV).</source>
      <translation>Выберите стол, чтобы экспортировать его историю, или лист игры (CSV).</translation>
    </message>
    <message>
      <source>Exporting…</source>
      <translation>Экспорт…</translation>
    </message>
    <message>
      <source>Exporting to {file}…</source>
      <translation>Экспорт в {file}…</translation>
    </message>
    <message>
      <source>Exported to {path}.</source>
      <translation>Экспортировано в {path}.</translation>
    </message>
    <message>
      <source>Not exported: {error}</source>
      <translation>Не экспортировано: {error}</translation>
    </message>
  </context>
  <context>
    <name>House</name>
    <message>
      <source>make-up: {makeup}</source>
      <translation>восполнение: {makeup}</translation>
    </message>
    <message numerus="yes">
      <source>%n seat(s)</source>
      <translation>
        <numerusform>%n место</numerusform>
        <numerusform>%n места</numerusform>
        <numerusform>%n мест</numerusform>
      </translation>
    </message>
    <message>
      <source>button blind</source>
      <translation>блайнд на баттоне</translation>
    </message>
    <message>
      <source>entry: double</source>
      <translation>вход: двойной</translation>
    </message>
    <message>
      <source>free hand at {n}</source>
      <translation>бесплатная раздача: до {n} игроков</translation>
    </message>
    <message>
      <source>Dead button</source>
      <translation>Мёртвый баттон</translation>
    </message>
    <message>
      <source>Moving button</source>
      <translation>Перемещаемый баттон</translation>
    </message>
    <message>
      <source>Simplified button</source>
      <translation>Упрощённый баттон</translation>
    </message>
    <message>
      <source>limit</source>
      <translation>лимит</translation>
    </message>
    <message>
      <source>pot-limit</source>
      <translation>пот-лимит</translation>
    </message>
    <message>
      <source>no-limit</source>
      <translation>безлимит</translation>
    </message>
    <message>
      <source>all</source>
      <translation>все</translation>
    </message>
    <message>
      <source>big blind only</source>
      <translation>только большой блайнд</translation>
    </message>
    <message>
      <source>one big blind</source>
      <translation>один большой блайнд</translation>
    </message>
    <message>
      <source>two big blinds (lowball)</source>
      <translation>два больших блайнда (лоубол)</translation>
    </message>
    <message>
      <source>same relative position</source>
      <translation>та же относительная позиция</translation>
    </message>
    <message>
      <source>past at most two players</source>
      <translation>не более чем через двух игроков</translation>
    </message>
    <message>
      <source>no straddle</source>
      <translation>без стрэддла</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>живой стрэддл</translation>
    </message>
    <message>
      <source>live and sleeper straddles</source>
      <translation>живой стрэддл и слипер</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Баттон</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Блайнды</translation>
    </message>
    <message>
      <source>Small blind on the button</source>
      <translation>Малый блайнд на баттоне</translation>
    </message>
    <message>
      <source>Betting structure</source>
      <translation>Структура ставок</translation>
    </message>
    <message>
      <source>Missed blinds make-up</source>
      <translation>Восполнение пропущенных блайндов</translation>
    </message>
    <message>
      <source>New player posts</source>
      <translation>Пост нового игрока</translation>
    </message>
    <message>
      <source>Free hand with at most</source>
      <translation>Бесплатная раздача, если игроков не больше</translation>
    </message>
    <message>
      <source>Free seat change</source>
      <translation>Бесплатная пересадка</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Стрэддлы</translation>
    </message>
    <message>
      <source>Hold a locked-up seat for</source>
      <translation>Держать бронь места</translation>
    </message>
    <message>
      <source>Seats</source>
      <translation>Места</translation>
    </message>
    <message>
      <source>Colours</source>
      <translation>Цвета</translation>
    </message>
  </context>
  <context>
    <name>Instance</name>
    <message>
      <source>floorapp is already running with the data folder {folder} (process {pid}). Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp уже запущен с папкой данных {folder} (процесс {pid}). Перейдите в то окно или запустите эту копию с другим --data-dir.</translation>
    </message>
    <message>
      <source>floorapp is already running with the data folder {folder}. Use that window, or start this one with another --data-dir.</source>
      <translation>floorapp уже запущен с папкой данных {folder}. Перейдите в то окно или запустите эту копию с другим --data-dir.</translation>
    </message>
  </context>
  <context>
    <name>Journal</name>
    <message>
      <source>Table opened: {name}</source>
      <translation>Стол открыт: {name}</translation>
    </message>
    <message>
      <source>Table renamed: {name}</source>
      <translation>Стол переименован: {name}</translation>
    </message>
    <message>
      <source>Table closed</source>
      <translation>Стол закрыт</translation>
    </message>
    <message>
      <source>Table reopened</source>
      <translation>Стол снова открыт</translation>
    </message>
    <message>
      <source>The table's game or must-move changed</source>
      <translation>Изменена игра стола или обязательный переход</translation>
    </message>
    <message>
      <source>Deal</source>
      <translation>Раздача</translation>
    </message>
  </context>
  <context>
    <name>List</name>
    <message>
      <source>seat {seat} of {table}</source>
      <translation>место {seat} за столом {table}</translation>
    </message>
    <message numerus="yes">
      <source>%n min</source>
      <translation>
        <numerusform>%n мин</numerusform>
        <numerusform>%n мин</numerusform>
        <numerusform>%n мин</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} put on the list</source>
      <translation>{name}: в лист ожидания</translation>
    </message>
    <message>
      <source>{name} asks for a table change (now at {spot})</source>
      <translation>{name}: просьба о смене стола (сейчас {spot})</translation>
    </message>
    <message>
      <source>{name} taken off the list</source>
      <translation>{name}: убрано из листа</translation>
    </message>
    <message>
      <source>{old} written as {name}</source>
      <translation>{old} исправлено на {name}</translation>
    </message>
    <message>
      <source>Note beside {name} changed</source>
      <translation>Изменена заметка у имени {name}</translation>
    </message>
    <message>
      <source>{name} moved to place {place}</source>
      <translation>{name}: на {place}-е место в листе</translation>
    </message>
    <message>
      <source>{name} called to {spot}</source>
      <translation>{name}: вызов на {spot}</translation>
    </message>
    <message>
      <source>{name} (must-move) called to {spot}</source>
      <translation>{name} (обязательный переход): вызов на {spot}</translation>
    </message>
    <message>
      <source>Call of {name} cancelled</source>
      <translation>Вызов {name} отменён</translation>
    </message>
    <message>
      <source>{name} did not come: off the list</source>
      <translation>{name}: неявка, убрано из листа</translation>
    </message>
    <message>
      <source>{name} did not come: to the bottom of the list</source>
      <translation>{name}: неявка, в конец листа</translation>
    </message>
    <message>
      <source>{name} seated at {spot} ({choice})</source>
      <translation>{name}: посадка на {spot} ({choice})</translation>
    </message>
    <message>
      <source>{table} broken up</source>
      <translation>{table}: стол расформирован</translation>
    </message>
    <message>
      <source>Game {game} added</source>
      <translation>Добавлена игра {game}</translation>
    </message>
    <message>
      <source>Game renamed {game}</source>
      <translation>Игра переименована: {game}</translation>
    </message>
    <message>
      <source>List rules changed: {rules}</source>
      <translation>Изменены правила листа: {rules}</translation>
    </message>
    <message>
      <source>Game closed (no longer offered)</source>
      <translation>Игра закрыта (больше не предлагается)</translation>
    </message>
    <message>
      <source>Game offered again</source>
      <translation>Игра снова предлагается</translation>
    </message>
    <message>
      <source>Undone: {action}</source>
      <translation>Отменено: {action}</translation>
    </message>
    <message>
      <source>Redone: {action}</source>
      <translation>Повторено: {action}</translation>
    </message>
    <message>
      <source>A no-show goes to the bottom of the list</source>
      <translation>При неявке — в конец листа</translation>
    </message>
    <message>
      <source>A no-show is taken off the list</source>
      <translation>При неявке — из листа</translation>
    </message>
    <message>
      <source>The board shows full names</source>
      <translation>На табло полные имена</translation>
    </message>
    <message>
      <source>The board shows first names and initials (Ann B.)</source>
      <translation>На табло имя и инициалы (Ann B.)</translation>
    </message>
    <message>
      <source>The board shows initials only (A. B.)</source>
      <translation>На табло только инициалы (A. B.)</translation>
    </message>
    <message>
      <source>list</source>
      <translation>лист</translation>
    </message>
    <message>
      <source>table change</source>
      <translation>смена стола</translation>
    </message>
    <message>
      <source>must-move</source>
      <translation>обязательный переход</translation>
    </message>
    <message>
      <source>to the top of the list</source>
      <translation>в начало листа</translation>
    </message>
    <message>
      <source>{table}, seat {seat}</source>
      <translation>{table}, место {seat}</translation>
    </message>
    <message>
      <source>Table of the game {game}</source>
      <translation>Стол игры {game}</translation>
    </message>
    <message>
      <source>Must-move table of the game {game}, feeding {table}</source>
      <translation>Стол обязательного перехода игры {game}, питающий стол {table}</translation>
    </message>
  </context>
  <context>
    <name>ListDialog</name>
    <message>
      <source>Player's name</source>
      <translation>Имя игрока</translation>
    </message>
    <message>
      <source>optional: a phone number, "back at 9"</source>
      <translation>необязательно: телефон, «вернусь в 21:00»</translation>
    </message>
    <message>
      <source>Phone or note</source>
      <translation>Телефон или заметка</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Имя</translation>
    </message>
    <message>
      <source>Table change</source>
      <translation>Смена стола</translation>
    </message>
    <message>
      <source>{name} ({where}) asks for a table change to:</source>
      <translation>{name} ({where}) просит смену стола на:</translation>
    </message>
    <message>
      <source>{game} (another table of this game)</source>
      <translation>{game} (другой стол этой игры)</translation>
    </message>
    <message>
      <source>A table change is offered an open seat of that game before the names of the list (F-36); the player keeps this seat until called.</source>
      <translation>Смене стола предлагают свободное место этой игры раньше имён листа (F-36); игрок сохраняет это место до вызова.</translation>
    </message>
    <message>
      <source>Export the list history as CSV</source>
      <translation>Экспортировать историю листа в CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Файлы CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>ListFloor</name>
    <message>
      <source>{table} is a must-move table of {game}, feeding {main}.</source>
      <translation>{table} — стол обязательного перехода игры {game}, питающий стол {main}.</translation>
    </message>
    <message>
      <source>{table} is a table of {game}.</source>
      <translation>{table} — стол игры {game}.</translation>
    </message>
    <message>
      <source>Table change…</source>
      <translation>Смена стола…</translation>
    </message>
    <message>
      <source>{name} is on this game's list already, as a table change.</source>
      <translation>{name}: уже в листе этой игры, как смена стола.</translation>
    </message>
    <message>
      <source>{name} asks for a table change to {game}: offered the next open seat there before the list.</source>
      <translation>{name}: просьба о смене стола на {game}; следующее свободное место там предложат раньше листа.</translation>
    </message>
    <message>
      <source>No table has been broken up (or every break was undone).</source>
      <translation>Ни один стол не расформирован (или каждое расформирование отменено).</translation>
    </message>
  </context>
  <context>
    <name>ListPanel</name>
    <message>
      <source>Add…</source>
      <translation>Добавить…</translation>
    </message>
    <message>
      <source>Put a name on the list</source>
      <translation>Записать имя в лист</translation>
    </message>
    <message>
      <source>Edit…</source>
      <translation>Правка…</translation>
    </message>
    <message>
      <source>Correct the name chosen or its note</source>
      <translation>Исправить выбранное имя или заметку</translation>
    </message>
    <message>
      <source>Remove…</source>
      <translation>Убрать…</translation>
    </message>
    <message>
      <source>Take the name chosen off the list</source>
      <translation>Убрать выбранное имя из листа</translation>
    </message>
    <message>
      <source>Seat…</source>
      <translation>Посадить…</translation>
    </message>
    <message>
      <source>Call or seat the name chosen: then tap the seat</source>
      <translation>Вызвать или посадить выбранное имя: затем нажмите на место</translation>
    </message>
    <message>
      <source>Move the name chosen up</source>
      <translation>Поднять выбранное имя</translation>
    </message>
    <message>
      <source>Move the name chosen down</source>
      <translation>Опустить выбранное имя</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Take back the list's latest action (Ctrl+Z undoes the table's)</source>
      <translation>Отменить последнее действие листа (Ctrl+Z отменяет действие стола)</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Повторить</translation>
    </message>
    <message>
      <source>Put back the list action taken back last</source>
      <translation>Вернуть последнее отменённое действие листа</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Лист ожидания</translation>
    </message>
    <message>
      <source>List: {game}</source>
      <translation>Лист: {game}</translation>
    </message>
    <message>
      <source>Interest list: {game} (no table open)</source>
      <translation>Лист желающих: {game} (открытых столов нет)</translation>
    </message>
    <message>
      <source>No table on screen</source>
      <translation>На экране нет стола</translation>
    </message>
    <message>
      <source>Called ({count})</source>
      <translation>Вызваны ({count})</translation>
    </message>
    <message>
      <source>Table changes ({count}): first for a seat</source>
      <translation>Смены стола ({count}): первыми на место</translation>
    </message>
    <message>
      <source>Interest list ({count})</source>
      <translation>Лист желающих ({count})</translation>
    </message>
    <message>
      <source>Waiting ({count})</source>
      <translation>Ждут ({count})</translation>
    </message>
    <message>
      <source>Nobody waits for {game}.</source>
      <translation>Игру {game} никто не ждёт.</translation>
    </message>
    <message>
      <source>{name} → {spot}</source>
      <translation>{name} → {spot}</translation>
    </message>
    <message>
      <source>called {minutes} ago</source>
      <translation>вызов {minutes} назад</translation>
    </message>
    <message>
      <source>now at {spot} · asked {minutes} ago</source>
      <translation>сейчас {spot} · просьба {minutes} назад</translation>
    </message>
    <message>
      <source>from a broken table · waiting {minutes}</source>
      <translation>с расформированного стола · ждёт {minutes}</translation>
    </message>
    <message>
      <source>waiting {minutes}</source>
      <translation>ждёт {minutes}</translation>
    </message>
    <message>
      <source>A name on the list of {game}</source>
      <translation>Имя в листе игры {game}</translation>
    </message>
    <message>
      <source>Correct {name}</source>
      <translation>Исправить: {name}</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}?</source>
      <translation>Убрать {name} из листа игры {game}?</translation>
    </message>
    <message>
      <source>Take {name} off the list of {game}? The seat called for stays locked up for the next name.</source>
      <translation>Убрать {name} из листа игры {game}? Место, на которое был вызов, остаётся в брони для следующего имени.</translation>
    </message>
    <message>
      <source>Take off the list</source>
      <translation>Убрать из листа</translation>
    </message>
  </context>
  <context>
    <name>ListRefusal</name>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Имя игрока — от 1 до {limit} символов, в одну строку.</translation>
    </message>
    <message>
      <source>A note is at most {limit} characters, on one line.</source>
      <translation>Заметка — не более {limit} символов, в одну строку.</translation>
    </message>
    <message>
      <source>That name is no longer on the list.</source>
      <translation>Этого имени больше нет в листе ожидания.</translation>
    </message>
    <message>
      <source>{name} has been called to a seat already.</source>
      <translation>{name}: игрока уже вызвали на место.</translation>
    </message>
    <message>
      <source>{name} has not been called to a seat.</source>
      <translation>{name}: игрока не вызывали на место.</translation>
    </message>
    <message>
      <source>{name} was called to seat {seat} of {table}.</source>
      <translation>{name}: игрока вызвали на место {seat} за столом {table}.</translation>
    </message>
    <message>
      <source>Seat {seat} of {table} is held for {name}, who was called to it: seat {name} there, or cancel the call first.</source>
      <translation>Место {seat} за столом {table} держат для игрока {name}, которого на него вызвали: посадите туда {name} или сначала отмените вызов.</translation>
    </message>
    <message>
      <source>{name} is already at place {place}.</source>
      <translation>{name} уже на {place}-м месте в листе.</translation>
    </message>
    <message>
      <source>{name} cannot go to place {place}: table changes stay before the list.</source>
      <translation>{name} не может встать на {place}-е место в листе: смены стола остаются впереди листа.</translation>
    </message>
    <message>
      <source>{name} is away from seat {seat} of {table}: {name} moves once back there.</source>
      <translation>{name} отошёл от места {seat} за столом {table}: пересадка, когда вернётся.</translation>
    </message>
    <message>
      <source>{table} has moved on since (an action was taken there after it): undo there first.</source>
      <translation>За столом {table} с тех пор было другое действие: сначала отмените его там.</translation>
    </message>
    <message>
      <source>{name} has changed on the list since: this can no longer be undone or redone.</source>
      <translation>{name}: запись в листе с тех пор изменилась — это уже нельзя отменить или вернуть.</translation>
    </message>
    <message>
      <source>The list of {game} changed on another screen: it now shows the latest; nothing was done here.</source>
      <translation>Лист ожидания {game} изменили на другом экране: теперь он показан как есть; здесь ничего не сделано.</translation>
    </message>
    <message>
      <source>{table} is a table of {table_game}; this name is on the list of {game}.</source>
      <translation>{table} — стол игры {table_game}; это имя в листе ожидания {game}.</translation>
    </message>
    <message>
      <source>{table} belongs to no game: it has no list.</source>
      <translation>{table} не относится ни к одной игре: у этого стола нет листа ожидания.</translation>
    </message>
    <message>
      <source>Drop the name on a seat.</source>
      <translation>Перетащите имя на место.</translation>
    </message>
  </context>
  <context>
    <name>Log</name>
    <message>
      <source>Time</source>
      <translation>Время</translation>
    </message>
    <message>
      <source>Event</source>
      <translation>Событие</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Результат</translation>
    </message>
    <message>
      <source>Log of events and deals</source>
      <translation>Журнал событий и раздач</translation>
    </message>
    <message>
      <source>Refused: {text}</source>
      <translation>Отклонено: {text}</translation>
    </message>
    <message>
      <source>Undone: {text}</source>
      <translation>Отменено: {text}</translation>
    </message>
    <message>
      <source>Redone: {text}</source>
      <translation>Повторено: {text}</translation>
    </message>
    <message>
      <source>Not saved: {text}</source>
      <translation>Не сохранено: {text}</translation>
    </message>
    <message>
      <source>Saving cut off: {text}</source>
      <translation>Сохранение прервано: {text}</translation>
    </message>
    <message>
      <source>At the new amounts: {debts}</source>
      <translation>По новым ставкам: {debts}</translation>
    </message>
    <message>
      <source>Button {seat}</source>
      <translation>Баттон {seat}</translation>
    </message>
    <message>
      <source>Dead button {seat}</source>
      <translation>Мёртвый баттон {seat}</translation>
    </message>
    <message>
      <source>Dead SB {seat}</source>
      <translation>Мёртвый SB {seat}</translation>
    </message>
    <message>
      <source>{blind} {seat}</source>
      <translation>{blind} {seat}</translation>
    </message>
    <message numerus="yes">
      <source>%n dealt in</source>
      <translation>
        <numerusform>в раздаче: %n</numerusform>
        <numerusform>в раздаче: %n</numerusform>
        <numerusform>в раздаче: %n</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>LongWork</name>
    <message>
      <source>Cancel</source>
      <translation>Отмена</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>This window is now on the room {room}.</source>
      <translation>Это окно теперь работает с залом {room}.</translation>
    </message>
    <message>
      <source>Demo table</source>
      <translation>Демо-стол</translation>
    </message>
    <message>
      <source>The settings file could not be read: it was kept as {path} and the default house rules are used.</source>
      <translation>Не удалось прочитать файл настроек: он сохранён как {path}, используются правила заведения по умолчанию.</translation>
    </message>
    <message>
      <source>This room was chosen in Settings → Room, and is kept in {file}.</source>
      <translation>Этот зал выбран в меню «Настройки → Зал» и сохранён в {file}.</translation>
    </message>
    <message>
      <source>Next hand</source>
      <translation>Следующая раздача</translation>
    </message>
    <message>
      <source>The dealer reads out</source>
      <translation>Дилер объявляет</translation>
    </message>
    <message>
      <source>Misdeal: deal again</source>
      <translation>Мисдил: сдать заново</translation>
    </message>
    <message>
      <source>Correct positions…</source>
      <translation>Исправить позиции…</translation>
    </message>
    <message>
      <source>House rules…</source>
      <translation>Правила заведения…</translation>
    </message>
    <message>
      <source>House rules for the tables you add</source>
      <translation>Правила заведения для новых столов</translation>
    </message>
    <message>
      <source>Light colours</source>
      <translation>Светлые цвета</translation>
    </message>
    <message>
      <source>Touch screen mode</source>
      <translation>Режим сенсорного экрана</translation>
    </message>
    <message>
      <source>Room…</source>
      <translation>Зал…</translation>
    </message>
    <message>
      <source>Restore from a backup…</source>
      <translation>Восстановить из резервной копии…</translation>
    </message>
    <message>
      <source>Backups…</source>
      <translation>Резервные копии…</translation>
    </message>
    <message>
      <source>Add a table…</source>
      <translation>Добавить стол…</translation>
    </message>
    <message>
      <source>Rename this table…</source>
      <translation>Переименовать этот стол…</translation>
    </message>
    <message>
      <source>Close this table…</source>
      <translation>Закрыть этот стол…</translation>
    </message>
    <message>
      <source>Add the demo table</source>
      <translation>Добавить демо-стол</translation>
    </message>
    <message>
      <source>Import a scenario as a new table…</source>
      <translation>Импортировать сценарий как новый стол…</translation>
    </message>
    <message>
      <source>History…</source>
      <translation>История…</translation>
    </message>
    <message>
      <source>Games…</source>
      <translation>Игры…</translation>
    </message>
    <message>
      <source>Game and must-move…</source>
      <translation>Игра и обязательный переход…</translation>
    </message>
    <message>
      <source>Break this table…</source>
      <translation>Расформировать этот стол…</translation>
    </message>
    <message>
      <source>Move slips of the last break…</source>
      <translation>Талоны перехода последнего расформирования…</translation>
    </message>
    <message>
      <source>Room overview</source>
      <translation>Обзор зала</translation>
    </message>
    <message>
      <source>Tournament floor…</source>
      <translation>Ведение турнира…</translation>
    </message>
    <message>
      <source>Next tab</source>
      <translation>Следующая вкладка</translation>
    </message>
    <message>
      <source>Previous tab</source>
      <translation>Предыдущая вкладка</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Выход</translation>
    </message>
    <message>
      <source>Actions for the focused seat</source>
      <translation>Действия для выбранного места</translation>
    </message>
    <message>
      <source>Rulebook</source>
      <translation>Свод правил</translation>
    </message>
    <message>
      <source>Manual</source>
      <translation>Руководство</translation>
    </message>
    <message>
      <source>Compare house rules…</source>
      <translation>Сравнить правила заведения…</translation>
    </message>
    <message>
      <source>Which room this PC opens: its own room file or a shared room on a PostgreSQL server</source>
      <translation>Какой зал открывает этот ПК: собственный файл зала или общий зал на сервере PostgreSQL</translation>
    </message>
    <message>
      <source>The games the room offers, each with its waiting list and list rules</source>
      <translation>Игры, которые предлагает зал, каждая со своим листом ожидания и правилами листа</translation>
    </message>
    <message>
      <source>Every rule by its id; F1 on a read-out line opens its rule</source>
      <translation>Все правила по номерам; F1 на строке объявления открывает её правило</translation>
    </message>
    <message>
      <source>How to use floorapp on the floor: the table, the room, the list, training</source>
      <translation>Как работать с floorapp в зале: стол, зал, лист ожидания, обучение</translation>
    </message>
    <message>
      <source>&amp;Table</source>
      <translation>&amp;Стол</translation>
    </message>
    <message>
      <source>Reopen a closed table</source>
      <translation>Снова открыть закрытый стол</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Правка</translation>
    </message>
    <message>
      <source>&amp;Room</source>
      <translation>&amp;Зал</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Настройки</translation>
    </message>
    <message>
      <source>Dealer training…</source>
      <translation>Обучение дилеров…</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Язык</translation>
    </message>
    <message>
      <source>Trai&amp;ning</source>
      <translation>&amp;Обучение</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>Спр&amp;авка</translation>
    </message>
    <message>
      <source>Top bar</source>
      <translation>Верхняя панель</translation>
    </message>
    <message>
      <source>Room</source>
      <translation>Зал</translation>
    </message>
    <message>
      <source>Every table at a glance (F9)</source>
      <translation>Все столы на одном экране (F9)</translation>
    </message>
    <message>
      <source>Read-out</source>
      <translation>Объявления</translation>
    </message>
    <message>
      <source>Log</source>
      <translation>Журнал</translation>
    </message>
    <message>
      <source>List</source>
      <translation>Лист</translation>
    </message>
    <message>
      <source>floorapp — Room</source>
      <translation>floorapp — Зал</translation>
    </message>
    <message>
      <source>floorapp — {table}</source>
      <translation>floorapp — {table}</translation>
    </message>
    <message>
      <source>Table</source>
      <translation>Стол</translation>
    </message>
    <message>
      <source>Table {number}</source>
      <translation>Стол {number}</translation>
    </message>
    <message>
      <source>Importing {file}…</source>
      <translation>Импорт {file}…</translation>
    </message>
    <message>
      <source>Close the table</source>
      <translation>Закрыть стол</translation>
    </message>
    <message>
      <source>Close the table {name}? Its history is kept, and it can be reopened from the Table menu.</source>
      <translation>Закрыть стол {name}? Его история сохранится, и его можно будет снова открыть из меню «Стол».</translation>
    </message>
    <message>
      <source>No closed table</source>
      <translation>Нет закрытых столов</translation>
    </message>
    <message>
      <source>No hand dealt yet: press Next hand.</source>
      <translation>Раздач ещё не было: нажмите «Следующая раздача».</translation>
    </message>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>Нельзя: {reason}</translation>
    </message>
    <message>
      <source>Moving {name} from seat {seat}: click the new seat (Esc cancels).</source>
      <translation>{name} пересаживается с места {seat}: щёлкните новое место (Esc — отмена).</translation>
    </message>
    <message>
      <source>Move {name} to seat {seat}</source>
      <translation>Пересадка: {name} на место {seat}</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Отменить</translation>
    </message>
    <message>
      <source>Redo</source>
      <translation>Повторить</translation>
    </message>
    <message>
      <source>System</source>
      <translation>Системный</translation>
    </message>
    <message>
      <source>I have read this</source>
      <translation>Прочитано</translation>
    </message>
    <message>
      <source>The room was not changed: the settings could not be saved ({error}).</source>
      <translation>Зал не изменён: не удалось сохранить настройки ({error}).</translation>
    </message>
    <message>
      <source>Room kept in Settings for the starts without --room or FLOORAPP_ROOM; this window stays on its room.</source>
      <translation>Зал сохранён в настройках для запусков без --room и FLOORAPP_ROOM; это окно остаётся в своём зале.</translation>
    </message>
    <message>
      <source>Placing {name} from the list: tap an open seat (Esc cancels).</source>
      <translation>{name} из листа ожидания: коснитесь свободного места (Esc — отмена).</translation>
    </message>
  </context>
  <context>
    <name>Manual</name>
    <message>
      <source>Manual</source>
      <translation>Руководство</translation>
    </message>
    <message>
      <source>Find words in the manual</source>
      <translation>Найти слова в руководстве</translation>
    </message>
    <message>
      <source>Find in the manual</source>
      <translation>Поиск в руководстве</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Найти далее</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>The manual</source>
      <translation>Руководство</translation>
    </message>
    <message>
      <source>The manual is missing from this installation: {why}</source>
      <translation>В этой установке нет руководства: {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the manual.</source>
      <translation>«{text}» в руководстве не найдено.</translation>
    </message>
  </context>
  <context>
    <name>Missed</name>
    <message>
      <source>missed small blind</source>
      <translation>пропущенный малый блайнд</translation>
    </message>
    <message>
      <source>missed big blind</source>
      <translation>пропущенный большой блайнд</translation>
    </message>
    <message>
      <source>missed both blinds</source>
      <translation>оба пропущенных блайнда</translation>
    </message>
  </context>
  <context>
    <name>Move</name>
    <message>
      <source>one hand</source>
      <translation>одна раздача</translation>
    </message>
    <message numerus="yes">
      <source>%n hand(s)</source>
      <translation>
        <numerusform>%n раздача</numerusform>
        <numerusform>%n раздачи</numerusform>
        <numerusform>%n раздач</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} plays at once in seat {seat}, without posting.</source>
      <translation>{name} сразу играет на месте {seat}, без поста.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits for the big blind.</source>
      <translation>Место {seat} находится между баттоном и малым блайндом и дальше от большого блайнда ({distance}): {name} ставит {amount} за баттоном, когда тот пройдёт, или ждёт большого блайнда.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind, {distance} further from the big blind: {name} posts {amount} behind the button once it has passed, or waits {distance} and for the button, and then plays free.</source>
      <translation>Место {seat} находится между баттоном и малым блайндом и дальше от большого блайнда ({distance}): {name} ставит {amount} за баттоном, когда тот пройдёт, или пережидает эти раздачи ({distance}) и проход баттона, а затем играет бесплатно.</translation>
    </message>
    <message>
      <source>Seat {seat} is between the button and the small blind: {name} waits until the button has passed.</source>
      <translation>Место {seat} находится между баттоном и малым блайндом: {name} ждёт, пока пройдёт баттон.</translation>
    </message>
    <message>
      <source>{name} dealt off the button: in seat {seat}, {name} comes back in behind the button without posting.</source>
      <translation>{name} пересаживается после своей раздачи на баттоне: на месте {seat} {name} войдёт в игру за баттоном без поста.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits for the big blind.</source>
      <translation>Место {seat} дальше от большого блайнда ({distance}): {name} ставит {amount}, чтобы играть сразу, или ждёт большого блайнда.</translation>
    </message>
    <message>
      <source>Seat {seat} is {distance} further from the big blind: {name} posts {amount} to play at once, or waits {distance} and then plays free.</source>
      <translation>Место {seat} дальше от большого блайнда ({distance}): {name} ставит {amount}, чтобы играть сразу, или пережидает эти раздачи ({distance}), а затем играет бесплатно.</translation>
    </message>
    <message>
      <source>Move to seat {seat}</source>
      <translation>Пересадить на место {seat}</translation>
    </message>
    <message>
      <source>Post {amount} behind the button</source>
      <translation>Поставить {amount} за баттоном</translation>
    </message>
    <message>
      <source>Post {amount} and play now</source>
      <translation>Поставить {amount} и играть сразу</translation>
    </message>
    <message>
      <source>Wait, then play free</source>
      <translation>Подождать, затем играть бесплатно</translation>
    </message>
    <message>
      <source>plays at once</source>
      <translation>играет сразу</translation>
    </message>
  </context>
  <context>
    <name>NewEvent</name>
    <message>
      <source>The event needs a name.</source>
      <translation>У турнира должно быть название.</translation>
    </message>
    <message>
      <source>An event needs at least two entrants, one name a line.</source>
      <translation>В турнире нужно не меньше двух участников, по одному имени в строке.</translation>
    </message>
    <message>
      <source>Two entrants have the same name: tell them apart.</source>
      <translation>У двух участников одинаковое имя: сделайте их различимыми.</translation>
    </message>
    <message>
      <source>{entrants} entrants do not fit {tables} tables of {seats} seats.</source>
      <translation>Участников ({entrants}) больше, чем мест за {tables} столами по {seats} мест.</translation>
    </message>
    <message>
      <source>New event</source>
      <translation>Новый турнир</translation>
    </message>
    <message>
      <source>One stage a line: "100/200 20" (blinds, minutes), "200/400 ante 50 20", "200/400 bb-ante 400 20", "break 10 Colour-up".</source>
      <translation>Один этап в строке: «100/200 20» (блайнды, минуты), «200/400 ante 50 20», «200/400 bb-ante 400 20», «break 10 Колор-ап» (перерыв, минуты, название).</translation>
    </message>
    <message>
      <source>until the floor closes it</source>
      <translation>пока не закроют вручную</translation>
    </message>
    <message>
      <source>One name a line</source>
      <translation>Одно имя в строке</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Название</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Столы</translation>
    </message>
    <message>
      <source>Seats a table</source>
      <translation>Мест за столом</translation>
    </message>
    <message>
      <source>Entrants</source>
      <translation>Участники</translation>
    </message>
    <message>
      <source>Structure</source>
      <translation>Структура</translation>
    </message>
    <message>
      <source>Late registration to level</source>
      <translation>Поздняя регистрация до уровня</translation>
    </message>
    <message>
      <source>Tournament floor</source>
      <translation>Ведение турнира</translation>
    </message>
    <message>
      <source>The room's events cannot be read or written: {why}</source>
      <translation>Турниры зала нельзя прочитать или записать: {why}</translation>
    </message>
    <message>
      <source>Line {line} of the structure is not a level ("100/200 20", "200/400 bb-ante 400 20") or a break ("break 10"): {text}</source>
      <translation>Строка {line} структуры — не уровень («100/200 20», «200/400 bb-ante 400 20») и не перерыв («break 10»): {text}</translation>
    </message>
    <message>
      <source>The structure cannot be run: it needs at least one level, starts and ends with a level, and each stage lasts 1 minute to 24 hours.</source>
      <translation>По этой структуре нельзя играть: нужен хотя бы один уровень, она начинается и заканчивается уровнем, и каждый этап длится от 1 минуты до 24 часов.</translation>
    </message>
  </context>
  <context>
    <name>Offer</name>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, off the list.</source>
      <translation>Место {seat}: время {name} вышло — неявка, вычеркнуть из листа.</translation>
    </message>
    <message>
      <source>Seat {seat}: time is up for {name}. {name} did not come: no-show, to the bottom of the list.</source>
      <translation>Место {seat}: время {name} вышло — неявка, в конец листа.</translation>
    </message>
    <message>
      <source>Seat {seat} {player}: the button passed before any post (R-65): pick up {player} and call {name}</source>
      <translation>Место {seat} {player}: баттон прошёл до поста (R-65) — снять с места, вызвать: {name}</translation>
    </message>
    <message>
      <source>Seat {seat} is open: {offered}</source>
      <translation>Место {seat} свободно: {offered}</translation>
    </message>
    <message>
      <source>move {name} from {table}</source>
      <translation>перевести игрока {name} из-за стола {table}</translation>
    </message>
    <message>
      <source>move {name} from {table} (there {minutes} min)</source>
      <translation>перевести игрока {name} из-за стола {table} (там {minutes} мин)</translation>
    </message>
    <message>
      <source>{name}'s table change ({table}, seat {seat})</source>
      <translation>смена стола: {name} ({table}, место {seat})</translation>
    </message>
    <message>
      <source>{name}'s table change</source>
      <translation>смена стола: {name}</translation>
    </message>
    <message>
      <source>call {name} (next on {game})</source>
      <translation>вызвать {name} (следующий в листе {game})</translation>
    </message>
    <message>
      <source>No-show</source>
      <translation>Неявка</translation>
    </message>
    <message>
      <source>Pick up</source>
      <translation>Снять</translation>
    </message>
    <message>
      <source>Call</source>
      <translation>Вызвать</translation>
    </message>
    <message>
      <source>Pick up {player}</source>
      <translation>Снять: {player}</translation>
    </message>
    <message>
      <source>Call {name}</source>
      <translation>Вызвать: {name}</translation>
    </message>
  </context>
  <context>
    <name>Outcome</name>
    <message>
      <source>The last action here is still being saved: look at the table again, then press again.</source>
      <translation>Последнее действие на этом экране ещё сохраняется: взгляните на стол ещё раз и нажмите снова.</translation>
    </message>
    <message>
      <source>This table or list is no longer in the room.</source>
      <translation>Этого стола или листа ожидания больше нет в зале.</translation>
    </message>
    <message>
      <source>Hand {hand} was just dealt on another screen.</source>
      <translation>Раздача {hand} только что сдана на другом экране.</translation>
    </message>
    <message>
      <source>Just changed on another screen: {changes}.</source>
      <translation>Только что изменено на другом экране: {changes}.</translation>
    </message>
    <message>
      <source>{what} Nothing was done here: press again if you still mean it.</source>
      <translation>{what} Здесь ничего не сделано: нажмите ещё раз, если действительно хотите этого.</translation>
    </message>
  </context>
  <context>
    <name>Panel</name>
    <message>
      <source>What the dealer reads out</source>
      <translation>Что объявляет дилер</translation>
    </message>
  </context>
  <context>
    <name>Post</name>
    <message>
      <source>small blind</source>
      <translation>малый блайнд</translation>
    </message>
    <message>
      <source>big blind</source>
      <translation>большой блайнд</translation>
    </message>
    <message>
      <source>third blind</source>
      <translation>третий блайнд</translation>
    </message>
    <message>
      <source>middle blind</source>
      <translation>средний блайнд</translation>
    </message>
    <message>
      <source>small blind on the button</source>
      <translation>малый блайнд на баттоне</translation>
    </message>
    <message>
      <source>second big blind</source>
      <translation>второй большой блайнд</translation>
    </message>
    <message>
      <source>second small blind</source>
      <translation>второй малый блайнд</translation>
    </message>
    <message>
      <source>entry post</source>
      <translation>входной пост</translation>
    </message>
    <message>
      <source>makes up missed blinds</source>
      <translation>восполнение пропущенных блайндов</translation>
    </message>
    <message>
      <source>posts to play after a move</source>
      <translation>пост для игры после пересадки</translation>
    </message>
    <message>
      <source>live straddle</source>
      <translation>живой стрэддл</translation>
    </message>
    <message>
      <source>sleeper straddle</source>
      <translation>слипер-стрэддл</translation>
    </message>
  </context>
  <context>
    <name>Puck</name>
    <message>
      <source>DEAD</source>
      <translation>МЁРТ.</translation>
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
      <translation>ОБА</translation>
    </message>
    <message>
      <source>MISSED</source>
      <translation>ПРОПУСК</translation>
    </message>
    <message>
      <source>LOCK</source>
      <translation>БРОНЬ</translation>
    </message>
    <message>
      <source>UP</source>
      <translation>МЕСТА</translation>
    </message>
    <message>
      <source>3B</source>
      <translation>3B</translation>
    </message>
    <message>
      <source>POST</source>
      <translation>ПОСТ</translation>
    </message>
    <message>
      <source>{minutes}/{limit}</source>
      <translation>{minutes}/{limit}</translation>
    </message>
    <message>
      <source>STR</source>
      <translation>СТР</translation>
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
      <translation>2-й BB</translation>
    </message>
    <message>
      <source>2nd SB</source>
      <translation>2-й SB</translation>
    </message>
    <message>
      <source>dead button</source>
      <translation>мёртвый баттон</translation>
    </message>
    <message>
      <source>dealer button</source>
      <translation>баттон</translation>
    </message>
    <message>
      <source>lock-up button</source>
      <translation>маркер брони</translation>
    </message>
    <message>
      <source>dead small blind</source>
      <translation>мёртвый малый блайнд</translation>
    </message>
    <message>
      <source>second big blind {amount}</source>
      <translation>второй большой блайнд {amount}</translation>
    </message>
    <message>
      <source>small blind {amount}</source>
      <translation>малый блайнд {amount}</translation>
    </message>
    <message>
      <source>big blind {amount}</source>
      <translation>большой блайнд {amount}</translation>
    </message>
    <message>
      <source>third blind {amount}</source>
      <translation>третий блайнд {amount}</translation>
    </message>
    <message>
      <source>straddle {amount}</source>
      <translation>стрэддл {amount}</translation>
    </message>
    <message>
      <source>posts {amount}</source>
      <translation>пост {amount}</translation>
    </message>
    <message>
      <source>lock-up button for {name}</source>
      <translation>маркер брони для игрока {name}</translation>
    </message>
  </context>
  <context>
    <name>Readout</name>
    <message>
      <source>Button on {who}</source>
      <translation>Баттон: {who}</translation>
    </message>
    <message>
      <source>Button dead on seat {seat}</source>
      <translation>Мёртвый баттон на месте {seat}</translation>
    </message>
    <message>
      <source>Small blind dead on seat {seat}</source>
      <translation>Мёртвый малый блайнд на месте {seat}</translation>
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
      <translation>{who} получает маркер пропущенного блайнда: {missed}</translation>
    </message>
    <message>
      <source>{who}: the button passed before any post: pick up and give the seat to the next player on the list; with nobody waiting, the missed-blind button stays and the player is marked away</source>
      <translation>{who}: баттон прошёл до какого-либо поста: снять с места и отдать место следующему игроку из листа ожидания; если никто не ждёт, маркер пропущенного блайнда остаётся, а игрок отмечен как отошедший</translation>
    </message>
    <message>
      <source>First to act: {who}</source>
      <translation>Первым действует: {who}</translation>
    </message>
    <message numerus="yes">
      <source>Dealt in: %n (seats {seats})</source>
      <translation>
        <numerusform>В раздаче: %n (места {seats})</numerusform>
        <numerusform>В раздаче: %n (места {seats})</numerusform>
        <numerusform>В раздаче: %n (места {seats})</numerusform>
      </translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Хедз-ап: баттон ставит малый блайнд и действует первым</translation>
    </message>
    <message>
      <source>Misdeal: same positions and posts again</source>
      <translation>Мисдил: те же позиции и те же посты</translation>
    </message>
    <message>
      <source>Every missed blind is forgiven: fewer than two players owe nothing</source>
      <translation>Все пропущенные блайнды прощены: игроков без долгов меньше двух</translation>
    </message>
    <message>
      <source>Positions corrected: button on seat {button}, blinds on seats {blinds}. The next hand moves on from here.</source>
      <translation>Позиции исправлены: баттон на месте {button}, блайнды на местах {blinds}. Следующая раздача пойдёт отсюда.</translation>
    </message>
  </context>
  <context>
    <name>Reconnection</name>
    <message>
      <source>The room's server cannot be reached: nothing can be changed until it is back. Trying again…</source>
      <translation>Сервер зала недоступен: ничего нельзя изменить, пока связь не восстановится. Повторное подключение…</translation>
    </message>
  </context>
  <context>
    <name>Refusal</name>
    <message>
      <source>There is no such seat at this table.</source>
      <translation>За этим столом нет такого места.</translation>
    </message>
    <message>
      <source>Nobody sits on seat {seat}.</source>
      <translation>На месте {seat} никто не сидит.</translation>
    </message>
    <message>
      <source>Seat {seat} is taken by {name}.</source>
      <translation>Место {seat} занято: там сидит {name}.</translation>
    </message>
    <message>
      <source>{name} is not away.</source>
      <translation>{name} и так за столом.</translation>
    </message>
    <message>
      <source>{name} is already away.</source>
      <translation>Игрок {name} уже отошёл.</translation>
    </message>
    <message>
      <source>{name} has not busted.</source>
      <translation>{name}: фишки ещё есть.</translation>
    </message>
    <message>
      <source>Seat {seat} has no lock-up button.</source>
      <translation>На месте {seat} нет маркера брони.</translation>
    </message>
    <message>
      <source>The button has not passed {name} since the big blind did: {name} is not picked up yet.</source>
      <translation>Баттон ещё не прошёл место игрока {name} после большого блайнда: снимать игрока {name} с места пока нельзя.</translation>
    </message>
    <message>
      <source>Seat {seat} already has a lock-up button.</source>
      <translation>На месте {seat} уже есть маркер брони.</translation>
    </message>
    <message>
      <source>That is not one of the choices here.</source>
      <translation>Здесь такой вариант не предусмотрен.</translation>
    </message>
    <message>
      <source>Seat {seat} has the button this hand: {name} may move after it.</source>
      <translation>На месте {seat} в этой раздаче баттон: {name} может пересесть после неё.</translation>
    </message>
    <message>
      <source>Fewer than two players can be dealt in this hand.</source>
      <translation>В этой раздаче карты могут получить меньше двух игроков.</translation>
    </message>
    <message>
      <source>No hand has been dealt at this table yet.</source>
      <translation>За этим столом ещё не было ни одной раздачи.</translation>
    </message>
    <message>
      <source>{name} is already busted.</source>
      <translation>{name}: фишек уже нет.</translation>
    </message>
    <message>
      <source>{name} is away: {name} can change seats once back.</source>
      <translation>Игрок {name} отошёл: пересесть {name} сможет после возвращения.</translation>
    </message>
    <message>
      <source>A player's name is 1 to {limit} characters long, on one line.</source>
      <translation>Имя игрока — от 1 до {limit} символов, в одну строку.</translation>
    </message>
    <message>
      <source>Each blind needs its own seat with a player or a dead blind, after the button.</source>
      <translation>Каждому блайнду нужно своё место после баттона — с игроком или с мёртвым блайндом.</translation>
    </message>
    <message>
      <source>The house rules allow no straddle.</source>
      <translation>Правила заведения не разрешают стрэддл.</translation>
    </message>
    <message>
      <source>{name} is not playing hands yet.</source>
      <translation>{name} ещё не играет раздачи.</translation>
    </message>
    <message>
      <source>These house rules cannot be played.</source>
      <translation>По этим правилам заведения играть нельзя.</translation>
    </message>
    <message>
      <source>Seat {seat} is in use: free it before removing it.</source>
      <translation>Место {seat} занято: освободите его, прежде чем убирать.</translation>
    </message>
    <message>
      <source>{name} busted: {name} comes back with a rebuy.</source>
      <translation>{name}: фишек нет, вернуться в игру можно через ребай.</translation>
    </message>
    <message>
      <source>Every seat is taken: there is no seat to move to.</source>
      <translation>Все места заняты: пересесть некуда.</translation>
    </message>
    <message>
      <source>This table changed on another screen: it now shows the latest. Nothing was done; look again.</source>
      <translation>Этот стол изменили на другом экране: теперь показано его последнее состояние. Ничего не сделано; посмотрите ещё раз.</translation>
    </message>
    <message>
      <source>{table} changed on another screen: {changes}. It now shows the latest; nothing was done here.</source>
      <translation>Стол «{table}» изменили на другом экране: {changes}. Теперь показано его последнее состояние; здесь ничего не сделано.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen: nothing was done. Table → Reopen a closed table brings it back.</source>
      <translation>Стол «{table}» закрыли на другом экране: ничего не сделано. Вернуть его: Стол → Снова открыть закрытый стол.</translation>
    </message>
    <message>
      <source>Set aside: {tables}. Its history holds an entry this floorapp cannot read, so nothing is shown or done at it; every other table, the lists and the board work on. The room's log names the entry: ask whoever keeps the room to mend it.</source>
      <translation>Отложен: {tables}. В его истории есть запись, которую этот floorapp не может прочитать, поэтому за ним ничего не показывается и не делается; все остальные столы, листы ожидания и табло работают дальше. Журнал зала называет эту запись: попросите того, кто ведёт зал, её исправить.</translation>
    </message>
    <message>
      <source>{table} was closed on another screen.</source>
      <translation>Стол «{table}» закрыли на другом экране.</translation>
    </message>
  </context>
  <context>
    <name>Room</name>
    <message>
      <source>No hand dealt yet</source>
      <translation>Раздач ещё не было</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Открыть</translation>
    </message>
    <message>
      <source>no table open: an interest list</source>
      <translation>открытых столов нет: лист желающих</translation>
    </message>
    <message numerus="yes">
      <source>%n open seat(s)</source>
      <translation>
        <numerusform>%n свободное место</numerusform>
        <numerusform>%n свободных места</numerusform>
        <numerusform>%n свободных мест</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>{seats} at %n table(s)</source>
      <translation>
        <numerusform>{seats} за %n столом</numerusform>
        <numerusform>{seats} за %n столами</numerusform>
        <numerusform>{seats} за %n столами</numerusform>
      </translation>
    </message>
    <message>
      <source>Seats for the list</source>
      <translation>Места для листа</translation>
    </message>
    <message>
      <source>and {count} more</source>
      <translation>и ещё {count}</translation>
    </message>
    <message>
      <source>Called</source>
      <translation>Вызваны</translation>
    </message>
    <message>
      <source>{name} → {spot}, {minutes} ago</source>
      <translation>{name} → {spot}, {minutes} назад</translation>
    </message>
    <message>
      <source>Table changes</source>
      <translation>Смены стола</translation>
    </message>
    <message>
      <source>{name} (now {spot}), {minutes}</source>
      <translation>{name} (сейчас {spot}), {minutes}</translation>
    </message>
    <message>
      <source>{name} (from a broken table), {minutes}</source>
      <translation>{name} (с расформированного стола), {minutes}</translation>
    </message>
    <message>
      <source>Interest list</source>
      <translation>Лист желающих</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>никто</translation>
    </message>
    <message>
      <source>{count} on the list</source>
      <translation>в листе: {count}</translation>
    </message>
    <message>
      <source>No table is open. This screen only shows the room: a table is added or reopened at a floor screen.</source>
      <translation>Нет открытых столов. Этот экран только показывает зал: стол добавляют или снова открывают на рабочем экране зала.</translation>
    </message>
    <message>
      <source>No table is open. Add one with Table → Add a table (Ctrl+T), import a scenario, or reopen a closed table.</source>
      <translation>Нет открытых столов. Добавьте стол через Стол → Добавить стол (Ctrl+T), импортируйте сценарий или снова откройте закрытый стол.</translation>
    </message>
    <message>
      <source>{seat} (dead)</source>
      <translation>{seat} (мёртвый)</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>пока нет</translation>
    </message>
    <message>
      <source>Button</source>
      <translation>Баттон</translation>
    </message>
    <message>
      <source>Blinds</source>
      <translation>Блайнды</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Пропущенные блайнды</translation>
    </message>
    <message>
      <source>Locked up</source>
      <translation>Бронь</translation>
    </message>
    <message>
      <source>Away</source>
      <translation>Отошли</translation>
    </message>
    <message>
      <source>Waiting</source>
      <translation>Ждут</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Игроки</translation>
    </message>
    <message numerus="yes">
      <source>{seated} of %n seat(s)</source>
      <translation>
        <numerusform>занято {seated} из %n места</numerusform>
        <numerusform>занято {seated} из %n мест</numerusform>
        <numerusform>занято {seated} из %n мест</numerusform>
      </translation>
    </message>
    <message>
      <source>A table's name has at most {limit} characters.</source>
      <translation>Название стола — не длиннее {limit} символов.</translation>
    </message>
    <message>
      <source>A must-move table feeds another table of its own game.</source>
      <translation>Стол обязательного перехода питает другой стол своей же игры.</translation>
    </message>
    <message>
      <source>Import of {file} cancelled: nothing was added.</source>
      <translation>Импорт {file} отменён: ничего не добавлено.</translation>
    </message>
    <message>
      <source>Export cancelled: no file was written.</source>
      <translation>Экспорт отменён: файл не записан.</translation>
    </message>
    <message numerus="yes">
      <source>%n step(s) recorded</source>
      <translation>
        <numerusform>записан %n шаг</numerusform>
        <numerusform>записано %n шага</numerusform>
        <numerusform>записано %n шагов</numerusform>
      </translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}; {left_out}.</source>
      <translation>Импортировано как стол {name}: {recorded}; {left_out}.</translation>
    </message>
    <message>
      <source>Imported as the table {name}: {recorded}.</source>
      <translation>Импортировано как стол {name}: {recorded}.</translation>
    </message>
    <message>
      <source>A table called {name} already exists (a closed one can be reopened from the Table menu).</source>
      <translation>Стол с названием {name} уже есть (закрытый стол можно снова открыть из меню «Стол»).</translation>
    </message>
    <message>
      <source>To pick up</source>
      <translation>Снять с места</translation>
    </message>
    <message>
      <source>A table needs a name.</source>
      <translation>Укажите название стола.</translation>
    </message>
    <message numerus="yes">
      <source>left out %n step(s) the rules refused</source>
      <translation>
        <numerusform>пропущен %n шаг, отклонённый правилами</numerusform>
        <numerusform>пропущено %n шага, отклонённых правилами</numerusform>
        <numerusform>пропущено %n шагов, отклонённых правилами</numerusform>
      </translation>
    </message>
    <message>
      <source>{path} is not a scenario file floorapp can read: {error}</source>
      <translation>{path} — не файл сценария, который может прочитать floorapp: {error}</translation>
    </message>
  </context>
  <context>
    <name>RoomDialog</name>
    <message>
      <source>Room</source>
      <translation>Зал</translation>
    </message>
    <message>
      <source>The room of this PC</source>
      <translation>Зал этого ПК</translation>
    </message>
    <message>
      <source>This window is on: {room}</source>
      <translation>Это окно работает с залом: {room}</translation>
    </message>
    <message>
      <source>The room file in this PC's data folder</source>
      <translation>Файл зала в папке данных этого ПК</translation>
    </message>
    <message>
      <source>The default: nothing to start or set up.</source>
      <translation>По умолчанию: ничего не нужно запускать или настраивать.</translation>
    </message>
    <message>
      <source>{path}. The default: nothing to start or set up.</source>
      <translation>{path}. По умолчанию: ничего не нужно запускать или настраивать.</translation>
    </message>
    <message>
      <source>A shared room on a PostgreSQL server</source>
      <translation>Общий зал на сервере PostgreSQL</translation>
    </message>
    <message>
      <source>The room's address</source>
      <translation>Адрес зала</translation>
    </message>
    <message>
      <source>A postgresql:// URL, a libpq connection string or service=NAME. No password here: libpq reads it from ~/.pgpass, its service file or PGPASSWORD.</source>
      <translation>URL postgresql://, строка подключения libpq или service=ИМЯ. Без пароля: libpq берёт его из ~/.pgpass, своего файла служб или PGPASSWORD.</translation>
    </message>
    <message>
      <source>Test connection</source>
      <translation>Проверить подключение</translation>
    </message>
    <message>
      <source>Trying {room}…</source>
      <translation>Подключение к {room}…</translation>
    </message>
    <message>
      <source>The test failed: {error}</source>
      <translation>Проверка не удалась: {error}</translation>
    </message>
    <message>
      <source>Opening the room…</source>
      <translation>Открытие зала…</translation>
    </message>
    <message>
      <source>The room could not be opened: {error}</source>
      <translation>Не удалось открыть зал: {error}</translation>
    </message>
    <message>
      <source>Chosen by --room when floorapp was started.</source>
      <translation>Выбран параметром --room при запуске floorapp.</translation>
    </message>
    <message>
      <source>Chosen by the FLOORAPP_ROOM environment variable.</source>
      <translation>Выбран переменной окружения FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Chosen here, in Settings.</source>
      <translation>Выбран здесь, в настройках.</translation>
    </message>
    <message>
      <source>The default: nothing else was chosen.</source>
      <translation>По умолчанию: ничего другого не выбрано.</translation>
    </message>
    <message>
      <source>--room comes before this setting: this window stays on its room. What you choose here is kept for the starts without --room.</source>
      <translation>--room важнее этой настройки: окно остаётся в своём зале. Выбранное здесь сохраняется для запусков без --room.</translation>
    </message>
    <message>
      <source>FLOORAPP_ROOM comes before this setting: this window stays on its room. What you choose here is kept for the starts without FLOORAPP_ROOM.</source>
      <translation>FLOORAPP_ROOM важнее этой настройки: окно остаётся в своём зале. Выбранное здесь сохраняется для запусков без FLOORAPP_ROOM.</translation>
    </message>
    <message>
      <source>Type the room's address.</source>
      <translation>Введите адрес зала.</translation>
    </message>
    <message>
      <source>This is not a PostgreSQL address: write a postgresql:// URL, a libpq connection string (host=… dbname=…) or service=NAME.</source>
      <translation>Это не адрес PostgreSQL: укажите URL postgresql://, строку подключения libpq (host=… dbname=…) или service=ИМЯ.</translation>
    </message>
    <message>
      <source>This address cannot be read: check its quotes and that each part is written key=value.</source>
      <translation>Этот адрес не читается: проверьте кавычки и что каждая часть записана как ключ=значение.</translation>
    </message>
    <message>
      <source>Not kept: the address holds a password, and floorapp never writes one to its files. Take the password out of the address and put it in ~/.pgpass, the service file or PGPASSWORD. Nothing was saved.</source>
      <translation>Не сохранено: в адресе есть пароль, а floorapp никогда не записывает пароли в свои файлы. Уберите пароль из адреса и укажите его в ~/.pgpass, файле служб или PGPASSWORD. Ничего не сохранено.</translation>
    </message>
    <message>
      <source>Connected to {room}. The database is empty: floorapp creates the room in it when you press OK.</source>
      <translation>Подключено к {room}. База данных пуста: floorapp создаст в ней зал, когда вы нажмёте OK.</translation>
    </message>
    <message numerus="yes">
      <source>Connected to {room}: a floorapp room with %n open table(s).</source>
      <translation>
        <numerusform>Подключено к {room}: зал floorapp, %n открытый стол.</numerusform>
        <numerusform>Подключено к {room}: зал floorapp, %n открытых стола.</numerusform>
        <numerusform>Подключено к {room}: зал floorapp, %n открытых столов.</numerusform>
      </translation>
    </message>
    <message>
      <source>The room at {room} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp on this PC.</source>
      <translation>Зал {room} записан более новой версией floorapp (схема {found}; эта версия знает схемы до {known}). Он не открыт и не изменён: установите на этот ПК более новую версию floorapp.</translation>
    </message>
    <message>
      <source>the server could not be reached, or refused the connection</source>
      <translation>сервер недоступен или отказал в подключении</translation>
    </message>
    <message>
      <source>the server could not be reached</source>
      <translation>сервер недоступен</translation>
    </message>
    <message>
      <source>this PC's role may not use the room</source>
      <translation>роли этого ПК не разрешено работать с залом</translation>
    </message>
    <message>
      <source>the database is not a floorapp room, or holds other tables (nothing was changed)</source>
      <translation>база данных — не зал floorapp или содержит другие таблицы (ничего не изменено)</translation>
    </message>
    <message>
      <source>the server is busy</source>
      <translation>сервер занят</translation>
    </message>
    <message>
      <source>the server's disk is full</source>
      <translation>диск сервера заполнен</translation>
    </message>
    <message>
      <source>floorapp cannot use this room: {why}.</source>
      <translation>floorapp не может использовать этот зал: {why}.</translation>
    </message>
    <message>
      <source>Details: {details}</source>
      <translation>Подробности: {details}</translation>
    </message>
    <message>
      <source>{reason} This window stays on its room and nothing was saved.</source>
      <translation>{reason} Окно остаётся в своём зале, ничего не сохранено.</translation>
    </message>
  </context>
  <context>
    <name>Rule</name>
    <message>
      <source>House decision {rule}.</source>
      <translation>Решение заведения {rule}.</translation>
    </message>
    <message>
      <source>First the button and the zone are set, then who can play: two make a heads-up hand, fewer make no hand.</source>
      <translation>Сначала определяются баттон и зона, затем — кто может играть: двое играют хедз-ап, при меньшем числе игроков раздачи нет.</translation>
    </message>
    <message>
      <source>Dead button: the big blind moves on one player every hand and the other positions follow it.</source>
      <translation>Мёртвый баттон: большой блайнд каждую раздачу переходит на одного игрока вперёд, остальные позиции следуют за ним.</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it.</source>
      <translation>Большой блайнд переходит к следующему после прошлого большого блайнда игроку, который может его поставить.</translation>
    </message>
    <message>
      <source>The small blind is on last hand's big-blind seat; if that player is gone it is dead.</source>
      <translation>Малый блайнд — на месте прошлого большого блайнда; если этого игрока нет, малый блайнд мёртвый.</translation>
    </message>
    <message>
      <source>The button goes to last hand's small-blind seat, even if nobody plays there: then it is a dead button.</source>
      <translation>Баттон переходит на место прошлого малого блайнда, даже если там никто не играет: тогда это мёртвый баттон.</translation>
    </message>
    <message>
      <source>An away player the big blind skips owes both blinds; one on the small-blind seat owes the small blind.</source>
      <translation>Отошедший игрок, которого пропустил большой блайнд, должен оба блайнда; отошедший на месте малого блайнда должен малый блайнд.</translation>
    </message>
    <message>
      <source>With three blinds each position moves up to where the next larger one was.</source>
      <translation>При трёх блайндах каждая позиция переходит туда, где была следующая, более крупная.</translation>
    </message>
    <message>
      <source>Simplified button: the button always moves to the next active player.</source>
      <translation>Упрощённый баттон: баттон всегда переходит к следующему активному игроку.</translation>
    </message>
    <message>
      <source>The button moves to the next active player after last hand's button.</source>
      <translation>Баттон переходит к следующему активному игроку после прошлого баттона.</translation>
    </message>
    <message>
      <source>The blinds follow the button to the next players; nobody posts twice.</source>
      <translation>Блайнды идут за баттоном к следующим игрокам; никто не ставит дважды.</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes it; one passed by the big blind owes the big blind.</source>
      <translation>Отошедший игрок, мимо которого прошёл малый блайнд, должен его; тот, мимо кого прошёл большой блайнд, должен большой блайнд.</translation>
    </message>
    <message>
      <source>Missed blinds are owed, and made up when the player comes back.</source>
      <translation>Пропущенные блайнды остаются долгом и восполняются, когда игрок возвращается.</translation>
    </message>
    <message>
      <source>Nobody comes into the game between the button and the small blind: a player there waits until the button has passed.</source>
      <translation>Никто не входит в игру между баттоном и малым блайндом: игрок на таком месте ждёт, пока пройдёт баттон.</translation>
    </message>
    <message>
      <source>Posting now: up to one big blind live, the rest dead, and the player plays at once.</source>
      <translation>Пост сразу: живой — не больше одного большого блайнда, остальное мёртвое, и игрок сразу играет.</translation>
    </message>
    <message>
      <source>Waiting for the big blind: the player comes in when it arrives and posts only the big blind.</source>
      <translation>Ожидание большого блайнда: игрок вступает в игру, когда блайнд доходит до него, и ставит только большой блайнд.</translation>
    </message>
    <message>
      <source>Behind the button: the player lets the blinds and the button pass, then posts what is owed.</source>
      <translation>За баттоном: игрок пропускает блайнды и баттон, затем восполняет долг.</translation>
    </message>
    <message>
      <source>An away player keeps the missed-blind button; if fewer than two players owe nothing, all debts are forgiven.</source>
      <translation>Отошедший игрок сохраняет маркер пропущенного блайнда; если игроков без долгов меньше двух, все долги прощаются.</translation>
    </message>
    <message>
      <source>Dealt in without posting what is owed: a dead hand before any action, else the post is due next hand.</source>
      <translation>Карты сданы до восполнения долга: рука мёртвая, пока игрок не действовал, иначе долг восполняется в следующей раздаче.</translation>
    </message>
    <message>
      <source>Moving button: the button always goes to a player, and the blinds are adjusted when someone leaves.</source>
      <translation>Перемещаемый баттон: баттон всегда переходит к игроку, а блайнды корректируются, когда кто-то уходит.</translation>
    </message>
    <message>
      <source>The player due the big blind is gone: the player after that seat posts it, the player before it the small blind.</source>
      <translation>Игрок, чья очередь ставить большой блайнд, ушёл: большой блайнд ставит игрок после этого места, малый — игрок перед ним.</translation>
    </message>
    <message>
      <source>The player due the small blind is gone: that small blind is dead, and next hand the button posts a small blind.</source>
      <translation>Игрок, чья очередь ставить малый блайнд, ушёл: этот малый блайнд мёртвый, а в следующей раздаче баттон ставит малый блайнд.</translation>
    </message>
    <message>
      <source>The player due the button is gone: last hand's big blind takes the button with a small blind, and two big blinds follow.</source>
      <translation>Игрок, чья очередь получить баттон, ушёл: прошлый большой блайнд получает баттон с малым блайндом, а за ним идут два больших блайнда.</translation>
    </message>
    <message>
      <source>Any other departure: no dead button, and every player meets each blind once a round.</source>
      <translation>При любом другом уходе мёртвого баттона нет, и каждый игрок за круг ставит каждый блайнд по одному разу.</translation>
    </message>
    <message>
      <source>Heads-up play, and the change to and from it.</source>
      <translation>Игра хедз-ап, переход к ней и обратно.</translation>
    </message>
    <message>
      <source>Heads-up, the button posts the small blind and acts first before the flop.</source>
      <translation>В хедз-апе баттон ставит малый блайнд и действует первым до флопа.</translation>
    </message>
    <message>
      <source>Heads-up, the big blind goes to the other player, so nobody has it twice in a row.</source>
      <translation>В хедз-апе большой блайнд переходит к другому игроку, так что никто не ставит его дважды подряд.</translation>
    </message>
    <message>
      <source>A player who sits down during heads-up play comes in once outside the zone.</source>
      <translation>Игрок, севший за стол во время игры хедз-ап, вступает в игру, как только его место оказывается вне зоны.</translation>
    </message>
    <message>
      <source>New players and a new game.</source>
      <translation>Новые игроки и новая игра.</translation>
    </message>
    <message>
      <source>A new player outside the zone posts a big blind to play at once, or waits for the big blind.</source>
      <translation>Новый игрок вне зоны ставит большой блайнд, чтобы играть сразу, или ждёт большого блайнда.</translation>
    </message>
    <message>
      <source>A player who busts and buys in again owes the missed blinds and is not a new player.</source>
      <translation>Игрок, проигравший все фишки и сделавший ребай, должен пропущенные блайнды и не считается новым игроком.</translation>
    </message>
    <message>
      <source>A new game: the blinds start after the button that was drawn, and nobody posts to come in.</source>
      <translation>Новая игра: блайнды начинаются после баттона, определённого жребием, и никто не ставит за вход.</translation>
    </message>
    <message>
      <source>A short-handed game: a new player's first hand is free.</source>
      <translation>Неполный стол: первая раздача нового игрока бесплатна.</translation>
    </message>
    <message>
      <source>The button passed this new player, away, before any post: pick the player up and give the seat to the next on the list.</source>
      <translation>Баттон прошёл этого нового игрока, который отошёл, до какого-либо поста: снять игрока с места и отдать место следующему из листа ожидания.</translation>
    </message>
    <message>
      <source>Seat changes.</source>
      <translation>Пересадки.</translation>
    </message>
    <message>
      <source>A seat change is free if it takes the player no further from the big blind; otherwise the player waits those hands or posts.</source>
      <translation>Пересадка бесплатна, если не отдаляет игрока от большого блайнда; иначе игрок пережидает эти раздачи или ставит.</translation>
    </message>
    <message>
      <source>A seat change is free past at most two players; a longer one means posting or waiting for the big blind.</source>
      <translation>Пересадка бесплатна, если игрок пересаживается не более чем через двух игроков; дальше — пост или ожидание большого блайнда.</translation>
    </message>
    <message>
      <source>Nobody moves off the button seat on the button hand.</source>
      <translation>Никто не пересаживается с места баттона в раздаче на баттоне.</translation>
    </message>
    <message>
      <source>Moving into the big-blind seat plays at once; moving into the button or small-blind seat waits for the button to pass.</source>
      <translation>Пересевший на место большого блайнда играет сразу; пересевший на место баттона или малого блайнда ждёт, пока пройдёт баттон.</translation>
    </message>
    <message>
      <source>A player who moves after the button hand is never charged and comes back in behind the button.</source>
      <translation>Игрок, пересевший после раздачи на баттоне, ничего не платит и возвращается в игру за баттоном.</translation>
    </message>
    <message>
      <source>Missed blinds move with the player to the new seat.</source>
      <translation>Пропущенные блайнды переходят вместе с игроком на новое место.</translation>
    </message>
    <message>
      <source>A straddle is twice the big blind: live under the gun, where the action then starts after it; a sleeper elsewhere, not live.</source>
      <translation>Стрэддл — это двойной большой блайнд: на UTG он живой, и тогда действие начинается после него; на других местах это слипер, не живой.</translation>
    </message>
    <message>
      <source>A new player who stepped away before the first hand owes only the entry post.</source>
      <translation>Новый игрок, отошедший до первой раздачи, должен только входной пост.</translation>
    </message>
    <message>
      <source>An away player cannot change seats until back.</source>
      <translation>Отошедший игрок не может пересесть, пока не вернётся.</translation>
    </message>
    <message>
      <source>A new player who moves is still new: the new choice replaces the first.</source>
      <translation>Новый игрок после пересадки остаётся новым: новый выбор заменяет первый.</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused before the target seat is looked at.</source>
      <translation>Пересадка с пустого места отклоняется ещё до проверки нового места.</translation>
    </message>
    <message>
      <source>A player who deals off into a blind seat waits for the button, then plays free.</source>
      <translation>Игрок, пересевший после своего баттона на место блайнда, ждёт, пока пройдёт баттон, а затем играет бесплатно.</translation>
    </message>
    <message>
      <source>Only a player who played the hand can bust.</source>
      <translation>Проиграть все фишки может только игрок, участвовавший в раздаче.</translation>
    </message>
    <message>
      <source>A redeal repeats positions and posts; whoever has left since is not dealt in.</source>
      <translation>Пересдача повторяет позиции и посты; кто с тех пор ушёл, карт не получает.</translation>
    </message>
    <message>
      <source>A redeal after a misdeal takes nobody new.</source>
      <translation>В пересдачу после мисдила никто новый не вступает.</translation>
    </message>
    <message>
      <source>Before the first hand there are no positions to correct.</source>
      <translation>До первой раздачи исправлять нечего: позиций ещё нет.</translation>
    </message>
    <message>
      <source>A present player who still owes blinds has come back and chosen to post.</source>
      <translation>Игрок за столом, который ещё должен блайнды, вернулся и решил поставить.</translation>
    </message>
    <message>
      <source>A player due to come in behind the button counts as a player for heads-up.</source>
      <translation>Игрок, который должен войти в игру за баттоном, считается игроком при определении хедз-апа.</translation>
    </message>
    <message>
      <source>Heads-up, a newcomer on the button posts the small blind and plays.</source>
      <translation>В хедз-апе новый игрок на баттоне ставит малый блайнд и играет.</translation>
    </message>
    <message>
      <source>A player back owing nothing plays at once; if hands went by during the absence, the player comes in outside the zone.</source>
      <translation>Вернувшийся игрок, который ничего не должен, играет сразу; если за время отсутствия прошли раздачи, игрок входит вне зоны.</translation>
    </message>
    <message>
      <source>With three blinds, a big blind to post means the largest blind.</source>
      <translation>При трёх блайндах «поставить большой блайнд» означает поставить самый крупный блайнд.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players: the smallest and the largest are posted.</source>
      <translation>Три блайнда при двух или трёх игроках: ставятся самый мелкий и самый крупный.</translation>
    </message>
    <message>
      <source>Simplified or moving button with three blinds: each blind goes to the next player; nobody enters between the blinds.</source>
      <translation>Упрощённый или перемещаемый баттон с тремя блайндами: каждый блайнд идёт следующему игроку; никто не входит между блайндами.</translation>
    </message>
    <message>
      <source>Button and small-blind players both left: the next player takes the button and a small blind; two big blinds follow.</source>
      <translation>Игроки баттона и малого блайнда ушли: следующий игрок берёт баттон и малый блайнд; за ним два больших блайнда.</translation>
    </message>
    <message>
      <source>A big blind who steps away during R-42 is passed: the next player posts it.</source>
      <translation>Большой блайнд, отошедший во время R-42, пропускается: блайнд ставит следующий игрок.</translation>
    </message>
    <message>
      <source>Two players away before the big blind: both owe, the next player posts it.</source>
      <translation>Два игрока отошли перед большим блайндом: оба должны, а блайнд ставит следующий игрок.</translation>
    </message>
    <message>
      <source>Last hand's big blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>Большой блайнд прошлой раздачи, пересаживаясь, оставляет мёртвый малый блайнд и ставит его мёртвым на новом месте.</translation>
    </message>
    <message>
      <source>A new player who plays free in a new game takes the blinds in turn.</source>
      <translation>Новый игрок, бесплатно играющий в новой игре, ставит блайнды в порядке очереди.</translation>
    </message>
    <message>
      <source>If the player who drew the button leaves, the next player clockwise takes it.</source>
      <translation>Если игрок, которому по жребию достался баттон, уходит, баттон получает следующий игрок по часовой стрелке.</translation>
    </message>
    <message>
      <source>A straddle needs the house's leave: live under the gun, a sleeper elsewhere.</source>
      <translation>Стрэддл возможен только с разрешения заведения: живой — на UTG, слипер — на других местах.</translation>
    </message>
    <message>
      <source>Button blind: the smallest blind is posted on the button.</source>
      <translation>Блайнд на баттоне: самый мелкий блайнд ставится на баттоне.</translation>
    </message>
    <message>
      <source>A single blind is the big blind; there is no small blind.</source>
      <translation>Единственный блайнд — большой; малого блайнда нет.</translation>
    </message>
    <message>
      <source>A seat-change wait keeps counting while the player is away.</source>
      <translation>Ожидание после пересадки продолжает отсчитываться, пока игрок отошёл.</translation>
    </message>
    <message>
      <source>A player never dealt in cannot have had last hand's big blind.</source>
      <translation>Игрок, ни разу не получавший карт, не мог быть большим блайндом в прошлой раздаче.</translation>
    </message>
    <message>
      <source>Moving button with nobody on the small-blind seat: the next player posts a small blind on the button.</source>
      <translation>Перемещаемый баттон, на месте малого блайнда никого нет: следующий игрок ставит малый блайнд на баттоне.</translation>
    </message>
    <message>
      <source>New house rules keep the positions; another number of blinds starts a new game with the button where it was.</source>
      <translation>Новые правила заведения сохраняют позиции; другое число блайндов начинает новую игру с баттоном там, где он был.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind while blinds are owed: one live big blind pays for both, the dead part is added.</source>
      <translation>Пересадка, которая стоит большой блайнд, когда есть долг по блайндам: один живой большой блайнд покрывает и то и другое, мёртвая часть добавляется.</translation>
    </message>
    <message>
      <source>When waiting for the button would leave no game, nobody waits for it.</source>
      <translation>Если ожидание баттона не оставило бы игры, никто его не ждёт.</translation>
    </message>
    <message>
      <source>Too few players of the last hand are left: the players coming in join the rotation.</source>
      <translation>Игроков прошлой раздачи осталось слишком мало: входящие игроки вступают в ротацию.</translation>
    </message>
    <message>
      <source>A player picked up leaves the table; the chips are racked at the podium and the seat is locked up for the list.</source>
      <translation>Снятый с места игрок уходит из-за стола; его фишки хранятся на стойке, а место бронируется для листа ожидания.</translation>
    </message>
    <message>
      <source>A missed blind brought from another table of the game is owed: the entry post is its live big blind, the dead part is added.</source>
      <translation>Пропущенный блайнд с другого стола той же игры нужно восполнить: входной пост — его живой большой блайнд, мёртвая часть добавляется.</translation>
    </message>
    <message>
      <source>An open seat goes first to the must-move player there longest, then to table changes, then to the list.</source>
      <translation>Свободное место получает сначала игрок стола обязательного перехода, сидящий там дольше всех, затем смены стола, затем лист ожидания.</translation>
    </message>
    <message>
      <source>A broken table's players draw the open seats of the game, or take them in seat order; the rest go to the top of the list.</source>
      <translation>Игроки расформированного стола тянут жребий на свободные места игры или занимают их по порядку мест; остальные встают в начало листа ожидания.</translation>
    </message>
    <message>
      <source>A called player's seat is locked up for the call timer; a no-show goes to the bottom of the list or off it.</source>
      <translation>Место вызванного игрока на брони, пока идёт время вызова; при неявке игрок встаёт в конец листа ожидания или выбывает из него.</translation>
    </message>
    <message>
      <source>A seating or a move from the list is undone as one, while no table has moved on since.</source>
      <translation>Посадка или пересадка из листа ожидания отменяется целиком, пока ни за одним столом не было нового действия.</translation>
    </message>
    <message>
      <source>A table change moves a player who is at the table; away, the player moves once back.</source>
      <translation>Смена стола пересаживает игрока, который за столом; отошедший пересаживается, когда вернётся.</translation>
    </message>
    <message>
      <source>A player who moves into the button or small-blind seat may wait instead of posting: the button passes first, then the hands the move cost.</source>
      <translation>Игрок, пересевший на место баттона или малого блайнда, может ждать вместо поста: сначала пока пройдёт баттон, затем столько раздач, сколько стоила пересадка.</translation>
    </message>
    <message>
      <source>With three blinds, last hand's middle blind who changes seats leaves a dead small blind, and posts it dead in the new seat.</source>
      <translation>При трёх блайндах средний блайнд прошлой раздачи, пересаживаясь, оставляет мёртвый малый блайнд и ставит его мёртвым на новом месте.</translation>
    </message>
    <message>
      <source>The big blind went by a player waiting for it, so it reached that player, who posts a big blind and plays once outside the zone.</source>
      <translation>Большой блайнд прошёл мимо игрока, который его ждал, значит, он этого игрока достиг: игрок ставит большой блайнд и играет, как только окажется вне зоны.</translation>
    </message>
    <message>
      <source>The first player to act sits left of the last blind posted.</source>
      <translation>Первым действует игрок слева от последнего поставленного блайнда.</translation>
    </message>
    <message>
      <source>The big blind moves to the next player after last hand's big blind; the small blind and the button follow, dead where nobody sits.</source>
      <translation>Большой блайнд переходит к следующему игроку после большого блайнда прошлой раздачи; малый блайнд и баттон идут следом, мёртвые там, где никто не сидит.</translation>
    </message>
    <message>
      <source>A player eliminated in the blinds or on the button leaves his position dead for the next deal.</source>
      <translation>Игрок, выбывший на блайнде или на баттоне, оставляет свою позицию мёртвой на следующую раздачу.</translation>
    </message>
    <message>
      <source>Heads-up the button posts the small blind and acts first; the big blind goes to the player who did not have it.</source>
      <translation>В хедз-ап баттон ставит малый блайнд и ходит первым; большой блайнд получает игрок, у которого его не было.</translation>
    </message>
    <message>
      <source>The ante is posted dead: by every seat dealt in, or in full by the big blind with a big-blind ante.</source>
      <translation>Анте ставится мёртвым: каждым местом, получающим карты, или целиком большим блайндом при анте большого блайнда.</translation>
    </message>
    <message>
      <source>A new level applies at each table from its next hand.</source>
      <translation>Новый уровень действует за каждым столом со следующей раздачи.</translation>
    </message>
    <message>
      <source>The first button is where the high card fell; every seated player is dealt in on the first hand.</source>
      <translation>Первый баттон там, где выпала старшая карта; в первой раздаче карты получает каждый сидящий игрок.</translation>
    </message>
    <message>
      <source>An absent player is dealt in and his blinds and antes are posted for him.</source>
      <translation>Отсутствующий игрок получает карты, а его блайнды и анте ставятся за него.</translation>
    </message>
    <message>
      <source>An absent player's hand is killed unless he is at his seat when the last card of the deal is dealt.</source>
      <translation>Карты отсутствующего игрока сбрасываются, если он не на месте, когда сдаётся последняя карта раздачи.</translation>
    </message>
    <message>
      <source>A player on penalty is dealt in and blinded off like an absent player until his hands are served.</source>
      <translation>Игрок на штрафе получает карты и платит блайнды, как отсутствующий, пока не отбудет свои штрафные раздачи.</translation>
    </message>
    <message>
      <source>A player who joins the table plays at once, except in the seats between the button and the small blind.</source>
      <translation>Игрок, присоединившийся к столу, играет сразу, кроме мест между баттоном и малым блайндом.</translation>
    </message>
    <message>
      <source>A joiner on the seat of a dead small blind posts it; on a dead button's seat he takes the button.</source>
      <translation>Присоединившийся игрок на месте мёртвого малого блайнда ставит его; на месте мёртвого баттона он получает баттон.</translation>
    </message>
    <message>
      <source>A re-entry is a new entry: his old seat opens and he draws a new one.</source>
      <translation>Повторный вход — это новый вход: его прежнее место освобождается, и он тянет новое.</translation>
    </message>
    <message>
      <source>A player found out of his assigned seat is moved to it; the hands he played there stand.</source>
      <translation>Игрока, найденного не на своём месте, пересаживают на его место; сыгранные им раздачи остаются в силе.</translation>
    </message>
    <message>
      <source>The fullest and the shortest table stay within the spread the house sets; past it a player moves.</source>
      <translation>Самый полный и самый неполный столы держатся в пределах разницы, заданной заведением; сверх неё игрок пересаживается за другой стол.</translation>
    </message>
    <message>
      <source>A table three short of the fullest stops dealing when its big blind would pass an open seat.</source>
      <translation>Стол, где на три игрока меньше, чем за самым полным, останавливает раздачи, когда его большой блайнд прошёл бы мимо свободного места.</translation>
    </message>
    <message>
      <source>The player comes from the fullest table first in the breaking order.</source>
      <translation>Игрок берётся с самого полного стола, первого в порядке расформирования.</translation>
    </message>
    <message>
      <source>The player who would post the big blind next at the giving table is the one who moves.</source>
      <translation>Переходит тот игрок, который следующим ставил бы большой блайнд за отдающим столом.</translation>
    </message>
    <message>
      <source>The moved player takes the open seat the big blind reaches soonest, never the small blind.</source>
      <translation>Пересаженный игрок занимает свободное место, до которого большой блайнд дойдёт раньше всего, но никогда не место малого блайнда.</translation>
    </message>
    <message>
      <source>Tables close in the order fixed before play, once their players fit the other tables' open seats.</source>
      <translation>Столы расформировываются в порядке, заданном до игры, как только их игроки помещаются на свободные места других столов.</translation>
    </message>
    <message>
      <source>The broken table's players draw their new seats at random; the draw is recorded.</source>
      <translation>Игроки расформированного стола тянут новые места по жребию; жеребьёвка записывается.</translation>
    </message>
    <message>
      <source>A player from a broken table plays his new seat at once, except between the button and the small blind.</source>
      <translation>Игрок с расформированного стола играет на новом месте сразу, кроме мест между баттоном и малым блайндом.</translation>
    </message>
    <message>
      <source>When the players left fit one table, every seat and the button are drawn again.</source>
      <translation>Когда оставшиеся игроки помещаются за один стол, все места и баттон разыгрываются заново.</translation>
    </message>
    <message>
      <source>Hand-for-hand, every table deals one hand and waits until all have finished it.</source>
      <translation>В режиме раздача за раздачей каждый стол сдаёт одну раздачу и ждёт, пока её закончат все.</translation>
    </message>
    <message>
      <source>Players eliminated together share their places, unless their start-of-hand stacks are entered: the larger finishes higher.</source>
      <translation>Игроки, выбывшие вместе, делят места, если только не внесены их стеки на начало раздачи: больший стек занимает место выше.</translation>
    </message>
    <message>
      <source>The floor puts a wrong button or blind right; a misdealt hand is dealt again with the same button and blinds.</source>
      <translation>Флор исправляет неверно поставленный баттон или блайнд; раздача с мисдилом сдаётся заново с тем же баттоном и теми же блайндами.</translation>
    </message>
    <message>
      <source>The clock runs the house's levels and breaks; the floor starts, pauses, resumes or sets it.</source>
      <translation>Часы ведут уровни и перерывы, заданные заведением; флор запускает, останавливает, возобновляет или переставляет их.</translation>
    </message>
  </context>
  <context>
    <name>Rulebook</name>
    <message>
      <source>Rulebook</source>
      <translation>Свод правил</translation>
    </message>
    <message>
      <source>Find a rule id (R-11, F-13) or any words</source>
      <translation>Найти номер правила (R-11, F-13) или любые слова</translation>
    </message>
    <message>
      <source>Find in the rulebook</source>
      <translation>Поиск в своде правил</translation>
    </message>
    <message>
      <source>Find next</source>
      <translation>Найти далее</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Закрыть</translation>
    </message>
    <message>
      <source>The rulebook</source>
      <translation>Свод правил</translation>
    </message>
    <message>
      <source>The rulebook is missing from this installation: {why}</source>
      <translation>В этой установке нет свода правил: {why}</translation>
    </message>
    <message>
      <source>“{text}” is not in the rulebook.</source>
      <translation>«{text}» в своде правил не найдено.</translation>
    </message>
  </context>
  <context>
    <name>Seat</name>
    <message>
      <source>Seat {number}</source>
      <translation>Место {number}</translation>
    </message>
    <message>
      <source>first to act</source>
      <translation>действует первым</translation>
    </message>
    <message>
      <source>Seat {number} {name}</source>
      <translation>Место {number} {name}</translation>
    </message>
    <message numerus="yes">
      <source>held %n minute(s)</source>
      <translation>
        <numerusform>забронировано %n минуту</numerusform>
        <numerusform>забронировано %n минуты</numerusform>
        <numerusform>забронировано %n минут</numerusform>
      </translation>
    </message>
    <message>
      <source>held for {name}, called from the list</source>
      <translation>забронировано для игрока {name}, вызванного из листа ожидания</translation>
    </message>
    <message numerus="yes">
      <source>%n minute(s) ago</source>
      <translation>
        <numerusform>%n минуту назад</numerusform>
        <numerusform>%n минуты назад</numerusform>
        <numerusform>%n минут назад</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>the limit is %n minute(s)</source>
      <translation>
        <numerusform>предел — %n минута</numerusform>
        <numerusform>предел — %n минуты</numerusform>
        <numerusform>предел — %n минут</numerusform>
      </translation>
    </message>
    <message>
      <source>time is up: mark {name} a no-show, or seat {name}</source>
      <translation>время вышло: отметьте неявку игрока {name} или посадите игрока {name}</translation>
    </message>
    <message>
      <source>time is up: call the next player</source>
      <translation>время вышло: вызовите следующего игрока</translation>
    </message>
    <message>
      <source>Seat</source>
      <translation>Место</translation>
    </message>
    <message>
      <source>seat</source>
      <translation>место</translation>
    </message>
    <message>
      <source>table {number}</source>
      <translation>стол {number}</translation>
    </message>
  </context>
  <context>
    <name>SeatMenu</name>
    <message>
      <source>Seat {name} (called)…</source>
      <translation>Посадить вызванного: {name}…</translation>
    </message>
    <message>
      <source>Cancel the call of {name}</source>
      <translation>Отменить вызов: {name}</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>{key}: not a house rule.</source>
      <translation>{key}: такого правила заведения нет.</translation>
    </message>
    <message>
      <source>{key}: not one of the choices.</source>
      <translation>{key}: недопустимое значение.</translation>
    </message>
    <message>
      <source>{key}: give one, two or three amounts, e.g. 1/2 or 1/2/5.</source>
      <translation>{key}: укажите одну, две или три суммы, например 1/2 или 1/2/5.</translation>
    </message>
    <message>
      <source>{key}: every amount must be a whole number above 0.</source>
      <translation>{key}: каждая сумма должна быть целым числом больше 0.</translation>
    </message>
    <message>
      <source>{key}: list the amounts smallest first, e.g. 1/2.</source>
      <translation>{key}: перечислите суммы по возрастанию, например 1/2.</translation>
    </message>
    <message>
      <source>{key}: a blind on the button needs at least two blinds.</source>
      <translation>{key}: для блайнда на баттоне нужно не меньше двух блайндов.</translation>
    </message>
    <message>
      <source>{key}: must be yes or no.</source>
      <translation>{key}: допустимо только «да» или «нет».</translation>
    </message>
    <message>
      <source>{key}: a number of players from 0 (off) to {high}.</source>
      <translation>{key}: число игроков от 0 (выкл.) до {high}.</translation>
    </message>
    <message>
      <source>{key}: a table has {low} to {high} seats.</source>
      <translation>{key}: за столом может быть от {low} до {high} мест.</translation>
    </message>
    <message>
      <source>{key}: a whole number of minutes from {low} to {high}.</source>
      <translation>{key}: целое число минут от {low} до {high}.</translation>
    </message>
  </context>
  <context>
    <name>Status</name>
    <message>
      <source>PICK UP</source>
      <translation>СНЯТЬ</translation>
    </message>
    <message>
      <source>AWAY</source>
      <translation>ОТОШЁЛ</translation>
    </message>
    <message>
      <source>BUSTED</source>
      <translation>БЕЗ ФИШЕК</translation>
    </message>
    <message>
      <source>EMPTY</source>
      <translation>ПУСТО</translation>
    </message>
    <message>
      <source>LOCKED</source>
      <translation>БРОНЬ</translation>
    </message>
    <message>
      <source>WAITS BB</source>
      <translation>ЖДЁТ BB</translation>
    </message>
    <message>
      <source>DEALT OFF</source>
      <translation>С БАТТОНА</translation>
    </message>
    <message>
      <source>WAITS BTN</source>
      <translation>ЖДЁТ БАТ.</translation>
    </message>
    <message>
      <source>BEHIND BTN</source>
      <translation>ЗА БАТ.</translation>
    </message>
    <message>
      <source>NEW SEAT</source>
      <translation>ПЕРЕСАДКА</translation>
    </message>
    <message>
      <source>NO REDEAL</source>
      <translation>ИСКЛЮЧЁН</translation>
    </message>
    <message>
      <source>WAITING</source>
      <translation>ЖДЁТ</translation>
    </message>
    <message>
      <source>WILL POST</source>
      <translation>ПОСТАВИТ</translation>
    </message>
    <message>
      <source>will post next hand</source>
      <translation>поставит в следующей раздаче</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>ждёт большого блайнда</translation>
    </message>
    <message>
      <source>waits to post behind the button</source>
      <translation>ждёт, чтобы поставить за баттоном</translation>
    </message>
    <message>
      <source>waits {hands} after a seat change</source>
      <translation>ждёт после пересадки ({hands})</translation>
    </message>
    <message>
      <source>waiting</source>
      <translation>ждёт</translation>
    </message>
    <message>
      <source>away, to be picked up: the button passed before any post</source>
      <translation>отошёл, снять с места: баттон прошёл до какого-либо поста</translation>
    </message>
    <message>
      <source>active</source>
      <translation>в игре</translation>
    </message>
    <message>
      <source>away</source>
      <translation>отошёл</translation>
    </message>
    <message>
      <source>busted</source>
      <translation>без фишек</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>свободно</translation>
    </message>
    <message>
      <source>locked up</source>
      <translation>забронировано</translation>
    </message>
    <message>
      <source>TIME UP</source>
      <translation>ВЫШЛО</translation>
    </message>
    <message>
      <source>CALLED</source>
      <translation>ВЫЗВАН</translation>
    </message>
    <message>
      <source>TIME UP {minutes}/{limit} min</source>
      <translation>ВЫШЛО {minutes}/{limit} мин</translation>
    </message>
    <message>
      <source>CALLED {minutes}/{limit} min</source>
      <translation>ВЫЗВАН {minutes}/{limit} мин</translation>
    </message>
  </context>
  <context>
    <name>Storage</name>
    <message>
      <source>the data folder or the room file may not be written</source>
      <translation>запись в папку данных или файл зала запрещена</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>диск заполнен</translation>
    </message>
    <message>
      <source>the room file is damaged</source>
      <translation>файл зала повреждён</translation>
    </message>
    <message>
      <source>another program holds the room file</source>
      <translation>файл зала занят другой программой</translation>
    </message>
    <message>
      <source>the data folder cannot be created, or is not a folder</source>
      <translation>папку данных нельзя создать, или это не папка</translation>
    </message>
    <message>
      <source>the room file was written by a newer floorapp</source>
      <translation>файл зала записан более новой версией floorapp</translation>
    </message>
    <message>
      <source>the disk reported an error</source>
      <translation>диск сообщил об ошибке</translation>
    </message>
    <message>
      <source>the room's server cannot be reached</source>
      <translation>сервер зала недоступен</translation>
    </message>
    <message>
      <source>Not saved: {why} ({path}). Nothing was changed.</source>
      <translation>Не сохранено: {why} ({path}). Ничего не изменено.</translation>
    </message>
    <message>
      <source>this PC's role on the room's server may only read the room</source>
      <translation>роли этого ПК на сервере зала разрешено только чтение зала</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved, and the server may have it or not.</source>
      <translation>Возможно, не сохранено: связь с сервером зала ({path}) пропала во время сохранения, и сервер мог это получить, а мог и не получить.</translation>
    </message>
    <message>
      <source>Perhaps not saved: the connection to the room's server ({path}) was lost while this was being saved. As soon as the server is back, this screen asks it and says whether it was saved.</source>
      <translation>Возможно, не сохранено: связь с сервером зала ({path}) пропала во время сохранения. Как только сервер снова ответит, этот экран спросит его и скажет, сохранено ли действие.</translation>
    </message>
    <message>
      <source>Saved after all: {action}. The room's server had it before the connection was lost.</source>
      <translation>Всё-таки сохранено: {action}. Сервер зала получил это до потери связи.</translation>
    </message>
    <message>
      <source>Not saved: {action}. The room's server never had it; nothing was changed.</source>
      <translation>Не сохранено: {action}. Сервер зала этого не получал; ничего не изменено.</translation>
    </message>
    <message>
      <source>floorapp cannot open the room: {why} ({path}).</source>
      <translation>floorapp не может открыть зал: {why} ({path}).</translation>
    </message>
    <message>
      <source>The room file {path} was written by a newer floorapp (schema {found}; this one knows up to {known}). It was not opened and has not been changed: install the newer floorapp to use it.</source>
      <translation>Файл зала {path} записан более новой версией floorapp (схема {found}; эта версия знает схемы до {known}). Он не открыт и не изменён: чтобы работать с ним, установите более новую версию floorapp.</translation>
    </message>
    <message>
      <source>The room file {path} is damaged ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Файл зала {path} повреждён ({reason}). Он сохранён без изменений как {kept}, и начат новый зал.</translation>
    </message>
    <message>
      <source>The room file {path} is not a floorapp room ({reason}). It was kept, unchanged, as {kept}, and a new room was started.</source>
      <translation>Файл зала {path} не является залом floorapp ({reason}). Он сохранён без изменений как {kept}, и начат новый зал.</translation>
    </message>
    <message>
      <source>This room address is read-only: the floor screen shows it and changes nothing. (This PC logs in to the room's server with a role that may only read, as a board's; to work the floor, log in with a staff role.)</source>
      <translation>Этот адрес зала доступен только для чтения: этот экран показывает зал и ничего в нём не меняет. (Этот ПК входит на сервер зала с ролью, которой разрешено только чтение, как у табло; чтобы вести столы, войдите с ролью персонала.)</translation>
    </message>
    <message>
      <source>The room address given in {source} holds a password, which every user of this PC can read (in the list of running programs, or in the environment). Give the address without it and put the password in ~/.pgpass, one line host:port:database:user:password, readable by you alone (chmod 600), or name a PostgreSQL service (service=NAME, kept in ~/.pg_service.conf).</source>
      <translation>Адрес зала, заданный в {source}, содержит пароль, и его может прочитать любой пользователь этого ПК (в списке запущенных программ или в окружении). Укажите адрес без пароля, а пароль запишите в ~/.pgpass одной строкой хост:порт:база:пользователь:пароль, доступной для чтения только вам (chmod 600), или укажите службу PostgreSQL (service=ИМЯ, описанную в ~/.pg_service.conf).</translation>
    </message>
  </context>
  <context>
    <name>Table</name>
    <message>
      <source>DEALER</source>
      <translation>ДИЛЕР</translation>
    </message>
    <message>
      <source>Hand {number}</source>
      <translation>Раздача {number}</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Хедз-ап</translation>
    </message>
    <message>
      <source>Redeal</source>
      <translation>Пересдача</translation>
    </message>
    <message>
      <source>{minutes}/{limit} min</source>
      <translation>{minutes}/{limit} мин</translation>
    </message>
    <message>
      <source>1ST</source>
      <translation>1-Й</translation>
    </message>
  </context>
  <context>
    <name>Training</name>
    <message>
      <source>&amp;Trainee:</source>
      <translation>&amp;Стажёр:</translation>
    </message>
    <message>
      <source>New trainee's name</source>
      <translation>Имя нового стажёра</translation>
    </message>
    <message>
      <source>&amp;Add trainee</source>
      <translation>&amp;Добавить стажёра</translation>
    </message>
    <message>
      <source>&amp;Lessons</source>
      <translation>&amp;Уроки</translation>
    </message>
    <message>
      <source>&amp;Quiz</source>
      <translation>&amp;Тест</translation>
    </message>
    <message>
      <source>&amp;Progress</source>
      <translation>&amp;Прогресс</translation>
    </message>
    <message>
      <source>&amp;Start the lesson</source>
      <translation>&amp;Начать урок</translation>
    </message>
    <message>
      <source>&amp;Button rule:</source>
      <translation>Правило &amp;баттона:</translation>
    </message>
    <message>
      <source>&amp;Difficulty:</source>
      <translation>С&amp;ложность:</translation>
    </message>
    <message>
      <source>Quiz &amp;code:</source>
      <translation>&amp;Код теста:</translation>
    </message>
    <message>
      <source>At an event (tournament floor)</source>
      <translation>На турнире (турнирный флор)</translation>
    </message>
    <message>
      <source>&amp;New code</source>
      <translation>Н&amp;овый код</translation>
    </message>
    <message>
      <source>The same button rule, difficulty and quiz code always make the same quiz: note the code to give a trainee the same quiz again.</source>
      <translation>Одинаковые правило баттона, сложность и код теста всегда дают один и тот же тест: запишите код, чтобы дать стажёру тот же тест ещё раз.</translation>
    </message>
    <message>
      <source>Start the qui&amp;z</source>
      <translation>&amp;Запустить тест</translation>
    </message>
    <message>
      <source>Rule</source>
      <translation>Правило</translation>
    </message>
    <message>
      <source>What it says</source>
      <translation>Содержание</translation>
    </message>
    <message>
      <source>Checks</source>
      <translation>Пунктов</translation>
    </message>
    <message>
      <source>Wrong</source>
      <translation>Ошибок</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Результат</translation>
    </message>
    <message>
      <source>E&amp;xport every attempt (CSV)…</source>
      <translation>&amp;Экспорт всех попыток (CSV)…</translation>
    </message>
    <message>
      <source>Export the su&amp;mmary (CSV)…</source>
      <translation>Экспорт &amp;итогов (CSV)…</translation>
    </message>
    <message>
      <source>{number}. {title}
{level} · rules {rules} · {deals}</source>
      <translation>{number}. {title}
{level} · правила {rules} · {deals}</translation>
    </message>
    <message>
      <source>{title}
{topic} · {level} · {deals} · rules {rules}

{notes}</source>
      <translation>{title}
{topic} · {level} · {deals} · правила {rules}

{notes}</translation>
    </message>
    <message>
      <source>{name}: {deals}, {score}. Weakest rules first.</source>
      <translation>{name}: {deals}, {score}. Сначала самые слабые правила.</translation>
    </message>
    <message>
      <source>Add a trainee to keep the progress.</source>
      <translation>Добавьте стажёра, чтобы сохранять прогресс.</translation>
    </message>
    <message>
      <source>{name} has not answered any deal yet.</source>
      <translation>{name}: ответов ещё нет ни по одной раздаче.</translation>
    </message>
    <message>
      <source>Back to the l&amp;ist</source>
      <translation>К &amp;списку</translation>
    </message>
    <message>
      <source>Place on the table</source>
      <translation>Разместить на столе</translation>
    </message>
    <message>
      <source>Chec&amp;k</source>
      <translation>Про&amp;верить</translation>
    </message>
    <message>
      <source>Grade this set-up (Ctrl+Enter)</source>
      <translation>Оценить эту расстановку (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>&amp;Hint</source>
      <translation>По&amp;дсказка</translation>
    </message>
    <message>
      <source>About this exercise</source>
      <translation>Об этом упражнении</translation>
    </message>
    <message>
      <source>See the &amp;result</source>
      <translation>&amp;Результат</translation>
    </message>
    <message>
      <source>&amp;Next deal</source>
      <translation>Следующая &amp;раздача</translation>
    </message>
    <message>
      <source>Go on (Ctrl+Enter)</source>
      <translation>Дальше (Ctrl+Enter)</translation>
    </message>
    <message>
      <source>Question {number} of {total}: balancing</source>
      <translation>Вопрос {number} из {total}: балансировка</translation>
    </message>
    <message>
      <source>Deal {number} of {total}</source>
      <translation>Раздача {number} из {total}</translation>
    </message>
    <message>
      <source>Your set-up</source>
      <translation>Ваша расстановка</translation>
    </message>
    <message>
      <source>The right answer: who moves and the new seat are ringed</source>
      <translation>Правильный ответ: кто пересаживается и новое место обведены</translation>
    </message>
    <message>
      <source>The right answer: seats with a mistake are ringed</source>
      <translation>Правильный ответ: места с ошибками обведены</translation>
    </message>
    <message>
      <source>Show m&amp;y set-up</source>
      <translation>По&amp;казать мою расстановку</translation>
    </message>
    <message>
      <source>Your set-up, as graded</source>
      <translation>Ваша расстановка с оценкой</translation>
    </message>
    <message>
      <source>Show the right ans&amp;wer</source>
      <translation>По&amp;казать правильный ответ</translation>
    </message>
    <message>
      <source>Graded. Read why, then go on to the next deal.</source>
      <translation>Оценено. Прочитайте объяснение и переходите к следующей раздаче.</translation>
    </message>
    <message>
      <source>Choose what to place, then click a seat.</source>
      <translation>Выберите, что разместить, затем щёлкните место.</translation>
    </message>
    <message>
      <source>Since then:</source>
      <translation>С тех пор:</translation>
    </message>
    <message>
      <source>The rules that decide this deal: {rules}.</source>
      <translation>Правила, которые решают эту раздачу: {rules}.</translation>
    </message>
    <message>
      <source>Choose what to place first.</source>
      <translation>Сначала выберите, что разместить.</translation>
    </message>
    <message>
      <source>Post on {seat}</source>
      <translation>Пост: {seat}</translation>
    </message>
    <message>
      <source>In short:</source>
      <translation>Коротко:</translation>
    </message>
    <message>
      <source>{rule} · {title} (see above)</source>
      <translation>{rule} · {title} (см. выше)</translation>
    </message>
    <message>
      <source>{rule} · {title}: {text}</source>
      <translation>{rule} · {title}: {text}</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>в раздаче</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>не в раздаче</translation>
    </message>
    <message>
      <source>a mistake here</source>
      <translation>здесь ошибка</translation>
    </message>
    <message>
      <source>&amp;Try again</source>
      <translation>&amp;Повторить</translation>
    </message>
    <message>
      <source>&amp;Next lesson</source>
      <translation>Следующий &amp;урок</translation>
    </message>
    <message>
      <source>Lesson finished: {title}</source>
      <translation>Урок пройден: {title}</translation>
    </message>
    <message>
      <source>In all: {score}</source>
      <translation>Итого: {score}</translation>
    </message>
    <message>
      <source>Deal {number}: {score}</source>
      <translation>Раздача {number}: {score}</translation>
    </message>
    <message>
      <source>Rules to read again:</source>
      <translation>Правила, которые стоит перечитать:</translation>
    </message>
    <message>
      <source>{rule} · {title} ({wrong} wrong)</source>
      <translation>{rule} · {title} (ошибок: {wrong})</translation>
    </message>
    <message>
      <source>floorapp — Dealer training</source>
      <translation>floorapp — Обучение дилеров</translation>
    </message>
    <message>
      <source>Check, then go on</source>
      <translation>Проверить и продолжить</translation>
    </message>
    <message>
      <source>Close training</source>
      <translation>Закрыть обучение</translation>
    </message>
    <message>
      <source>There is already a trainee called {name}: chosen.</source>
      <translation>Стажёр {name} уже есть и выбран.</translation>
    </message>
    <message>
      <source>{name} added.</source>
      <translation>Стажёр {name} добавлен.</translation>
    </message>
    <message>
      <source>Add a trainee first: type a name and press Add trainee.</source>
      <translation>Сначала добавьте стажёра: введите имя и нажмите «Добавить стажёра».</translation>
    </message>
    <message>
      <source>Export the summary</source>
      <translation>Экспорт итогов</translation>
    </message>
    <message>
      <source>Export every attempt</source>
      <translation>Экспорт всех попыток</translation>
    </message>
    <message>
      <source>Not exported: {why}</source>
      <translation>Не экспортировано: {why}</translation>
    </message>
    <message numerus="yes">
      <source>%n row(s) written to {path}.</source>
      <translation>
        <numerusform>В {path} записана %n строка.</numerusform>
        <numerusform>В {path} записаны %n строки.</numerusform>
        <numerusform>В {path} записано %n строк.</numerusform>
      </translation>
    </message>
    <message>
      <source>Progress cannot be kept: {why} You can still train as a guest.</source>
      <translation>Прогресс не сохраняется: {why} Заниматься можно и как гость.</translation>
    </message>
    <message>
      <source>{percent}%</source>
      <translation>{percent}%</translation>
    </message>
    <message numerus="yes">
      <source>{points} of %n check(s) right ({percent})</source>
      <translation>
        <numerusform>{points} из %n пункта верно ({percent})</numerusform>
        <numerusform>{points} из %n пунктов верно ({percent})</numerusform>
        <numerusform>{points} из %n пунктов верно ({percent})</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s) answered</source>
      <translation>
        <numerusform>%n раздача решена</numerusform>
        <numerusform>%n раздачи решены</numerusform>
        <numerusform>%n раздач решено</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n deal(s)</source>
      <translation>
        <numerusform>%n раздача</numerusform>
        <numerusform>%n раздачи</numerusform>
        <numerusform>%n раздач</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n mistake(s):</source>
      <translation>
        <numerusform>%n ошибка:</numerusform>
        <numerusform>%n ошибки:</numerusform>
        <numerusform>%n ошибок:</numerusform>
      </translation>
    </message>
    <message>
      <source>Quiz</source>
      <translation>Тест</translation>
    </message>
    <message>
      <source>Level {level}</source>
      <translation>Уровень {level}</translation>
    </message>
    <message>
      <source>Three deals at six to nine seats; players step away, come back, leave or sit down, one thing at most between two deals.</source>
      <translation>Три раздачи за столом на шесть–девять мест; игроки отходят, возвращаются, уходят или садятся — не больше одного события между двумя раздачами.</translation>
    </message>
    <message>
      <source>Four deals; also busts and rebuys, players posting behind the button, lock-ups released and other stakes; up to two things between deals.</source>
      <translation>Четыре раздачи; также проигрыши всех фишек и ребаи, посты за баттоном, снятие брони и другие размеры блайндов; до двух событий между раздачами.</translation>
    </message>
    <message>
      <source>Five deals at up to ten seats; also seat changes and more players away; up to three things between deals.</source>
      <translation>Пять раздач за столом до десяти мест; также пересадки и больше отошедших игроков; до трёх событий между раздачами.</translation>
    </message>
    <message>
      <source>Three deals at an event's table: players absent and back, late registrants, eliminations, one between two deals; then one balancing move.</source>
      <translation>Три раздачи за турнирным столом: отсутствующие и вернувшиеся игроки, поздняя регистрация, выбывания — по одному событию между раздачами; затем одна пересадка для балансировки.</translation>
    </message>
    <message>
      <source>Three deals with a big-blind ante and new levels, up to two things between deals; then one balancing move and the receiving table's deal.</source>
      <translation>Три раздачи с анте большого блайнда и новыми уровнями, до двух событий между раздачами; затем одна пересадка для балансировки и раздача за принимающим столом.</translation>
    </message>
    <message>
      <source>Four deals, any kind of ante, up to three things between deals; three tables, two balancing moves and the receiving table's deal.</source>
      <translation>Четыре раздачи, любое анте, до трёх событий между раздачами; три стола, две пересадки для балансировки и раздача за принимающим столом.</translation>
    </message>
    <message>
      <source>Quiz at an event, difficulty {level}, code {seed}</source>
      <translation>Тест на турнире, сложность {level}, код {seed}</translation>
    </message>
    <message>
      <source>Quiz: {rule}, difficulty {level}, code {seed}</source>
      <translation>Тест: {rule}, сложность {level}, код {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: at an event, difficulty {level}, code {seed}</source>
      <translation>Тест окончен: на турнире, сложность {level}, код {seed}</translation>
    </message>
    <message>
      <source>Quiz finished: {rule}, difficulty {level}, code {seed}</source>
      <translation>Тест пройден: {rule}, сложность {level}, код {seed}</translation>
    </message>
    <message>
      <source>An event made up at random: set up each deal at its table as the floor's actions since the last one require, then name the balancing moves.</source>
      <translation>Случайно составленный турнир: расставьте каждую раздачу за её столом так, как требуют действия флора после прошлой, затем назовите пересадки для балансировки.</translation>
    </message>
    <message>
      <source>A table made up at random: set up each deal as the floor events since the last one require.</source>
      <translation>Случайно составленный стол: расставьте каждую раздачу так, как того требуют события за столом после предыдущей.</translation>
    </message>
    <message>
      <source>{tool}: click a seat (or type its number and press Enter). Clicking again takes it away.</source>
      <translation>{tool}: щёлкните место (или введите его номер и нажмите Enter). Повторный щелчок убирает.</translation>
    </message>
    <message>
      <source>A new game: the draw gave the button to seat {seat}.</source>
      <translation>Новая игра: по жребию баттон достался месту {seat}.</translation>
    </message>
    <message>
      <source>No hand has been dealt here yet.</source>
      <translation>Здесь ещё не было ни одной раздачи.</translation>
    </message>
    <message>
      <source>small blind {seat}</source>
      <translation>малый блайнд на месте {seat}</translation>
    </message>
    <message>
      <source>big blind {seat}</source>
      <translation>большой блайнд на месте {seat}</translation>
    </message>
    <message>
      <source>third blind {seat}</source>
      <translation>третий блайнд на месте {seat}</translation>
    </message>
    <message>
      <source>Last hand: button on seat {button}, {blinds}.</source>
      <translation>Прошлая раздача: баттон на месте {button}, {blinds}.</translation>
    </message>
    <message>
      <source>Nothing has changed since the last hand.</source>
      <translation>С прошлой раздачи ничего не изменилось.</translation>
    </message>
    <message>
      <source>Perfect: every check is right.</source>
      <translation>Отлично: все пункты верны.</translation>
    </message>
    <message>
      <source>The data folder cannot be used.</source>
      <translation>Папку данных нельзя использовать.</translation>
    </message>
    <message>
      <source>The data folder may not be written.</source>
      <translation>Запись в папку данных запрещена.</translation>
    </message>
    <message>
      <source>The disk is full.</source>
      <translation>Диск заполнен.</translation>
    </message>
    <message>
      <source>The room file is damaged.</source>
      <translation>Файл зала повреждён.</translation>
    </message>
    <message>
      <source>The room file was written by a newer floorapp.</source>
      <translation>Файл зала записан более новой версией floorapp.</translation>
    </message>
    <message>
      <source>Another program holds the room file.</source>
      <translation>Файл зала занят другой программой.</translation>
    </message>
    <message>
      <source>The disk refused the file.</source>
      <translation>Диск не принял файл.</translation>
    </message>
    <message>
      <source>This deal was graded but not saved: {why}</source>
      <translation>Раздача оценена, но не сохранена: {why}</translation>
    </message>
  </context>
  <context>
    <name>TrainingDialog</name>
    <message>
      <source>Live chips play as a bet; dead chips go to the pot. Give 0 and 0 to take the post away.</source>
      <translation>Живые фишки играют как ставка; мёртвые уходят в банк. Укажите 0 и 0, чтобы убрать пост.</translation>
    </message>
    <message>
      <source>&amp;Live</source>
      <translation>&amp;Живые</translation>
    </message>
    <message>
      <source>D&amp;ead</source>
      <translation>&amp;Мёртвые</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>Файлы CSV (*.csv)</translation>
    </message>
  </context>
  <context>
    <name>TrainingEvent</name>
    <message>
      <source>Event, level {level}: {small}/{big}</source>
      <translation>Турнир, уровень {level}: {small}/{big}</translation>
    </message>
    <message>
      <source>big-blind ante {ante}</source>
      <translation>анте большого блайнда {ante}</translation>
    </message>
    <message>
      <source>ante {ante} from every player</source>
      <translation>анте {ante} с каждого игрока</translation>
    </message>
    <message numerus="yes">
      <source>Table {table}: %n player(s)</source>
      <translation>
        <numerusform>Стол {table}: %n игрок</numerusform>
        <numerusform>Стол {table}: %n игрока</numerusform>
        <numerusform>Стол {table}: %n игроков</numerusform>
      </translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is absent.</source>
      <translation>{name} (стол {table}, место {seat}) отсутствует.</translation>
    </message>
    <message>
      <source>{name} (table {table}, seat {seat}) is back.</source>
      <translation>{name} (стол {table}, место {seat}) вернулся.</translation>
    </message>
    <message>
      <source>{name} joins: table {table}, seat {seat}.</source>
      <translation>{name} садится: стол {table}, место {seat}.</translation>
    </message>
    <message>
      <source>Eliminated at table {table}: {names}.</source>
      <translation>Выбыли за столом {table}: {names}.</translation>
    </message>
    <message>
      <source>A new level: {level}.</source>
      <translation>Новый уровень: {level}.</translation>
    </message>
    <message>
      <source>A hand is dealt at table {table}.</source>
      <translation>За столом {table} сдана раздача.</translation>
    </message>
    <message>
      <source>The floor makes a balancing move.</source>
      <translation>Флор пересаживает игрока для балансировки.</translation>
    </message>
    <message>
      <source>Click the player who moves.</source>
      <translation>Щёлкните игрока, который пересаживается.</translation>
    </message>
    <message>
      <source>Now click the open seat the player goes to (a click on a player chooses again).</source>
      <translation>Теперь щёлкните свободное место, куда садится игрок (щелчок по игроку выбирает заново).</translation>
    </message>
    <message>
      <source>Balancing: who moves, and to which seat?</source>
      <translation>Балансировка: кто пересаживается и на какое место?</translation>
    </message>
    <message>
      <source>Table {table}: {last}</source>
      <translation>Стол {table}: {last}</translation>
    </message>
    <message>
      <source>At table {table}.</source>
      <translation>За столом {table}.</translation>
    </message>
  </context>
  <context>
    <name>TrainingTool</name>
    <message>
      <source>&amp;Button</source>
      <translation>&amp;Баттон</translation>
    </message>
    <message>
      <source>D&amp;ead button</source>
      <translation>&amp;Мёртвый баттон</translation>
    </message>
    <message>
      <source>&amp;Small blind</source>
      <translation>Ма&amp;лый блайнд</translation>
    </message>
    <message>
      <source>Dead small b&amp;lind</source>
      <translation>Мёртвый малый бл&amp;айнд</translation>
    </message>
    <message>
      <source>Bi&amp;g blind</source>
      <translation>Боль&amp;шой блайнд</translation>
    </message>
    <message>
      <source>&amp;Third blind</source>
      <translation>&amp;Третий блайнд</translation>
    </message>
    <message>
      <source>&amp;Post…</source>
      <translation>&amp;Пост…</translation>
    </message>
    <message>
      <source>&amp;Missed SB</source>
      <translation>Проп&amp;ущен SB</translation>
    </message>
    <message>
      <source>Missed BB</source>
      <translation>Пропущен BB</translation>
    </message>
    <message>
      <source>Missed b&amp;oth</source>
      <translation>Пропущены &amp;оба</translation>
    </message>
    <message>
      <source>&amp;Dealt in / out</source>
      <translation>Сдать / &amp;не сдавать</translation>
    </message>
    <message>
      <source>&amp;First to act</source>
      <translation>Первым д&amp;ействует</translation>
    </message>
    <message>
      <source>&amp;Clear seat</source>
      <translation>Оч&amp;истить место</translation>
    </message>
    <message>
      <source>Put the dealer button on the seat you click.</source>
      <translation>Положить баттон на место, по которому вы щёлкнете.</translation>
    </message>
    <message>
      <source>Put a dead button on the seat you click: nobody there is dealt in.</source>
      <translation>Положить мёртвый баттон на место, по которому вы щёлкнете: там никто не получает карт.</translation>
    </message>
    <message>
      <source>Put the small blind on the seat you click; its player posts it.</source>
      <translation>Положить малый блайнд на место, по которому вы щёлкнете; его ставит игрок на этом месте.</translation>
    </message>
    <message>
      <source>Put a dead small blind on the seat you click: nobody posts it.</source>
      <translation>Положить мёртвый малый блайнд на место, по которому вы щёлкнете: его никто не ставит.</translation>
    </message>
    <message>
      <source>Put the big blind on the seat you click.</source>
      <translation>Положить большой блайнд на место, по которому вы щёлкнете.</translation>
    </message>
    <message>
      <source>Put the third (largest) blind on the seat you click.</source>
      <translation>Положить третий (самый крупный) блайнд на место, по которому вы щёлкнете.</translation>
    </message>
    <message>
      <source>Make the seat you click post: an entry post, a make-up, a seat-change post. You give the live and the dead amount.</source>
      <translation>Назначить пост месту, по которому вы щёлкнете: входной пост, восполнение пропущенных блайндов, пост после пересадки. Живую и мёртвую суммы вы указываете сами.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed small blind button.</source>
      <translation>После раздачи на этом месте лежит маркер пропущенного малого блайнда.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed big blind button.</source>
      <translation>После раздачи на этом месте лежит маркер пропущенного большого блайнда.</translation>
    </message>
    <message>
      <source>After the deal this seat has a missed-both button.</source>
      <translation>После раздачи на этом месте лежит маркер «оба пропущенных блайнда».</translation>
    </message>
    <message>
      <source>Deal the seat you click in, or leave it out. Each deal starts with every active player dealt in.</source>
      <translation>Сдать карты месту, по которому вы щёлкнете, или исключить его из раздачи. В начале каждой раздачи карты получают все активные игроки.</translation>
    </message>
    <message>
      <source>The player on the seat you click acts first before the flop.</source>
      <translation>Игрок на месте, по которому вы щёлкнете, действует первым до флопа.</translation>
    </message>
    <message>
      <source>Take every button, blind and post off the seat you click.</source>
      <translation>Убрать все баттоны, маркеры, блайнды и посты с места, по которому вы щёлкнете.</translation>
    </message>
  </context>
  <context>
    <name>TrainingValue</name>
    <message>
      <source>seat {seat} ({name})</source>
      <translation>место {seat} ({name})</translation>
    </message>
    <message>
      <source>seat {seat}</source>
      <translation>место {seat}</translation>
    </message>
    <message>
      <source>{live} and {dead}</source>
      <translation>{live} и {dead}</translation>
    </message>
    <message>
      <source>nothing</source>
      <translation>ничего</translation>
    </message>
    <message>
      <source>dealt in</source>
      <translation>в раздаче</translation>
    </message>
    <message>
      <source>not dealt in</source>
      <translation>не в раздаче</translation>
    </message>
    <message>
      <source>dead</source>
      <translation>мёртвый</translation>
    </message>
    <message>
      <source>live</source>
      <translation>живой</translation>
    </message>
    <message>
      <source>a {button} button</source>
      <translation>маркер «{button}»</translation>
    </message>
    <message>
      <source>no missed-blind button</source>
      <translation>нет маркера пропущенного блайнда</translation>
    </message>
    <message>
      <source>table {table}, seat {seat} ({name})</source>
      <translation>стол {table}, место {seat} ({name})</translation>
    </message>
    <message>
      <source>table {table}, seat {seat}</source>
      <translation>стол {table}, место {seat}</translation>
    </message>
    <message>
      <source>no seat</source>
      <translation>нет места</translation>
    </message>
  </context>
  <context>
    <name>Wait</name>
    <message>
      <source>waits for the button to pass</source>
      <translation>ждёт, пока пройдёт баттон</translation>
    </message>
    <message>
      <source>waits for the big blind</source>
      <translation>ждёт большого блайнда</translation>
    </message>
    <message>
      <source>waits for the blinds and the button to pass, then posts behind</source>
      <translation>ждёт, пока пройдут блайнды и баттон, затем ставит за баттоном</translation>
    </message>
    <message>
      <source>waits the hands the seat change cost</source>
      <translation>пережидает раздачи, которые стоила пересадка</translation>
    </message>
    <message>
      <source>dealt off the button: waits for the blinds to pass, then plays free</source>
      <translation>пересаживается после своего баттона: ждёт, пока пройдут блайнды, затем играет бесплатно</translation>
    </message>
    <message>
      <source>is not in the redeal</source>
      <translation>не участвует в пересдаче</translation>
    </message>
    <message>
      <source>waits until heads-up play has passed the seat</source>
      <translation>ждёт, пока игра хедз-ап пройдёт это место</translation>
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <source>Who can be dealt in</source>
      <translation>Кто получает карты</translation>
    </message>
    <message>
      <source>Before placing the big blind, find the button and small-blind seats, then the zone between them. Only active players and entrants outside the zone can be dealt in; with exactly two of them the hand is heads-up, with fewer there is no hand.</source>
      <translation>Прежде чем ставить большой блайнд, определите места баттона и малого блайнда, а затем зону между ними. Карты получают только активные игроки и входящие в игру вне зоны; если их ровно двое, раздача идёт хедз-ап, если меньше — раздачи нет.</translation>
    </message>
    <message>
      <source>Dead button rule</source>
      <translation>Правило мёртвого баттона</translation>
    </message>
    <message>
      <source>The big blind moves exactly one player every hand, and the other positions follow it. The button may end up on an empty seat or an absent player: a dead button.</source>
      <translation>Большой блайнд каждую раздачу переходит ровно на одного игрока, а остальные позиции следуют за ним. Баттон может оказаться на пустом месте или у отсутствующего игрока: это мёртвый баттон.</translation>
    </message>
    <message>
      <source>The big blind moves one player</source>
      <translation>Большой блайнд переходит на одного игрока</translation>
    </message>
    <message>
      <source>The big blind goes to the next player after last hand's big blind who can take it. Away players and players waiting for the button to pass are skipped.</source>
      <translation>Большой блайнд переходит к следующему после большого блайнда прошлой раздачи игроку, который может его принять. Отошедшие игроки и игроки, которые ждут, пока пройдёт баттон, пропускаются.</translation>
    </message>
    <message>
      <source>The small blind takes last hand's big-blind seat</source>
      <translation>Малый блайнд занимает место прошлого большого блайнда</translation>
    </message>
    <message>
      <source>The small blind goes on the seat where the big blind was last hand. Only the player who paid that big blind posts it; if that player is gone or away, the small blind is dead.</source>
      <translation>Малый блайнд ставится на место, где в прошлой раздаче был большой блайнд. Вносит его только тот игрок, который платил этот большой блайнд; если он ушёл или отошёл, малый блайнд мёртвый.</translation>
    </message>
    <message>
      <source>The button takes last hand's small-blind seat</source>
      <translation>Баттон занимает место прошлого малого блайнда</translation>
    </message>
    <message>
      <source>The button goes on the seat where the small blind was last hand, even if that seat is empty or its player is away. Then the button is dead and the player to its right has last action again.</source>
      <translation>Баттон ставится на место, где в прошлой раздаче был малый блайнд, даже если это место пустое или его игрок отошёл. Тогда баттон мёртвый, и право последнего действия снова у игрока справа от него.</translation>
    </message>
    <message>
      <source>Missed blinds under the dead button</source>
      <translation>Пропущенные блайнды при мёртвом баттоне</translation>
    </message>
    <message>
      <source>An away player skipped by the big blind owes both blinds. An away player on the small-blind seat owes the small blind. On the button seat nothing is missed.</source>
      <translation>Отошедший игрок, которого пропустил большой блайнд, должен оба блайнда. Отошедший игрок на месте малого блайнда должен малый блайнд. На месте баттона он ничего не пропускает.</translation>
    </message>
    <message>
      <source>Three blinds move the same way</source>
      <translation>Три блайнда движутся так же</translation>
    </message>
    <message>
      <source>With three blinds the largest moves to the next player who can take it, and each smaller blind and the button take the seat of the next larger position last hand.</source>
      <translation>При трёх блайндах самый крупный переходит к следующему игроку, который может его принять, а каждый меньший блайнд и баттон занимают место, где в прошлой раздаче была следующая по старшинству позиция.</translation>
    </message>
    <message>
      <source>Simplified button rule</source>
      <translation>Правило упрощённого баттона</translation>
    </message>
    <message>
      <source>The button always moves forward to the next active player and the blinds follow it, as online. Nobody posts twice in a round.</source>
      <translation>Баттон всегда переходит вперёд к следующему активному игроку, а блайнды следуют за ним, как в онлайн-покере. Никто не ставит дважды за круг.</translation>
    </message>
    <message>
      <source>The button goes to the next active player</source>
      <translation>Баттон переходит к следующему активному игроку</translation>
    </message>
    <message>
      <source>The button moves to the first active player after last hand's button, passing empty seats and absent players.</source>
      <translation>Баттон переходит к первому активному игроку после баттона прошлой раздачи, минуя пустые места и отсутствующих игроков.</translation>
    </message>
    <message>
      <source>The blinds follow the button</source>
      <translation>Блайнды следуют за баттоном</translation>
    </message>
    <message>
      <source>The small blind goes to the first active player after the button, the big blind to the next player after it who can take it. Active players passed over owe nothing.</source>
      <translation>Малый блайнд получает первый активный игрок после баттона, большой — следующий за ним игрок, который может его принять. Активные игроки, которых при этом миновали, ничего не должны.</translation>
    </message>
    <message>
      <source>Missed blinds under the simplified button</source>
      <translation>Пропущенные блайнды при упрощённом баттоне</translation>
    </message>
    <message>
      <source>An away player passed by the small blind owes the small blind; one passed by the big blind owes the big blind. Passed by both, a player owes both.</source>
      <translation>Отошедший игрок, которого миновал малый блайнд, должен малый блайнд; тот, кого миновал большой блайнд, должен большой. Если его миновали оба, он должен оба.</translation>
    </message>
    <message>
      <source>Missed blinds</source>
      <translation>Пропущенные блайнды</translation>
    </message>
    <message>
      <source>A player who misses blinds while away gets a missed-blind button. It stays on the table until the player makes up what is owed or the big blind arrives.</source>
      <translation>Игрок, пропустивший блайнды, когда отошёл, получает маркер пропущенного блайнда. Он остаётся на столе, пока игрок не восполнит долг или пока до него не дойдёт большой блайнд.</translation>
    </message>
    <message>
      <source>Nobody comes in inside the zone</source>
      <translation>В зоне никто не входит в игру</translation>
    </message>
    <message>
      <source>Nobody enters the game on the button seat or between the button and the small blind. A player there waits until the button has passed that seat.</source>
      <translation>Никто не вступает в игру на месте баттона или между баттоном и малым блайндом. Игрок на таком месте ждёт, пока баттон не пройдёт его место.</translation>
    </message>
    <message>
      <source>Making up missed blinds</source>
      <translation>Восполнение пропущенных блайндов</translation>
    </message>
    <message>
      <source>A returning player outside the zone who chooses to post makes up what is owed and plays at once: a missed big blind is posted live, a missed small blind dead. With the big-only house rule, one live big blind settles both.</source>
      <translation>Вернувшийся игрок вне зоны, решивший поставить, восполняет долг и сразу играет: пропущенный большой блайнд ставится живым, пропущенный малый — мёртвым. По правилу заведения «только большой блайнд» один живой большой блайнд покрывает оба.</translation>
    </message>
    <message>
      <source>Waiting for the big blind</source>
      <translation>Ожидание большого блайнда</translation>
    </message>
    <message>
      <source>A returning or new player may wait for the big blind instead. When it arrives, the player posts only the big blind and the missed-blind button goes.</source>
      <translation>Вернувшийся или новый игрок может вместо этого ждать большого блайнда. Когда тот до него дойдёт, он ставит только большой блайнд, и его маркер пропущенного блайнда снимается.</translation>
    </message>
    <message>
      <source>Coming in behind the button</source>
      <translation>Вход за баттоном</translation>
    </message>
    <message>
      <source>A player may let the blinds and the button pass the seat, then post what is owed in the seat just after the button. Meanwhile the big blind skips that seat.</source>
      <translation>Игрок может пропустить блайнды и баттон мимо своего места, а затем восполнить долг на месте сразу за баттоном. Тем временем большой блайнд его пропускает.</translation>
    </message>
    <message>
      <source>Missed blinds forgiven</source>
      <translation>Пропущенные блайнды прощаются</translation>
    </message>
    <message>
      <source>An away player does not post the big blind when it arrives, and keeps or gets a missed-blind button. If fewer than two present players owe nothing, every missed blind is forgiven so that the game can go on.</source>
      <translation>Отошедший игрок не ставит большой блайнд, когда тот до него доходит; он сохраняет или получает маркер пропущенного блайнда. Если присутствующих игроков без долгов меньше двух, все пропущенные блайнды прощаются, чтобы игра могла продолжаться.</translation>
    </message>
    <message>
      <source>Dealt in without posting</source>
      <translation>Карты получены без поста</translation>
    </message>
    <message>
      <source>A player dealt in without posting what is owed has a dead hand before acting; after acting, the hand stands and the post is due on the next deal.</source>
      <translation>Если игрок получил карты, не поставив то, что должен, его карты мёртвые, если он ещё не действовал; если действовал, карты остаются в игре, а он ставит в следующей раздаче.</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Без мёртвого баттона (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>The button always moves to a player who is dealt in and the blinds follow it; special steps apply when a departure would let someone skip a blind. An away player passed by the big blind owes both blinds, never the big blind alone.</source>
      <translation>Баттон всегда переходит к игроку, получающему карты, и блайнды следуют за ним; особые шаги применяются, когда уход игрока позволил бы кому-то пропустить блайнд. Отошедший игрок, которого миновал большой блайнд, должен оба блайнда, а не один большой.</translation>
    </message>
    <message>
      <source>The player due the big blind leaves</source>
      <translation>Уходит игрок, чья очередь на большой блайнд</translation>
    </message>
    <message>
      <source>The button moves as usual; the next player after the leaver posts the big blind and the player before the leaver the small blind.</source>
      <translation>Баттон движется как обычно; следующий после ушедшего игрок ставит большой блайнд, а игрок перед ним — малый.</translation>
    </message>
    <message>
      <source>The player due the small blind leaves</source>
      <translation>Уходит игрок, чья очередь на малый блайнд</translation>
    </message>
    <message>
      <source>The button moves as usual, the small blind is dead on the leaver's seat and the big blind goes to the next player. Next hand the button moves through the empty seat to that hand's big blind, who posts a small blind on the button.</source>
      <translation>Баттон движется как обычно, малый блайнд мёртвый на месте ушедшего, а большой блайнд переходит к следующему игроку. В следующей раздаче баттон проходит через пустое место к игроку, который был большим блайндом в той раздаче, и тот ставит малый блайнд на баттоне.</translation>
    </message>
    <message>
      <source>The player due the button leaves</source>
      <translation>Уходит игрок, чья очередь на баттон</translation>
    </message>
    <message>
      <source>The button moves through the leaver's seat to last hand's big blind, who posts a small blind on it, and the next two players each post a big blind. Next hand the button goes to the first of them, who posts a small blind, and so does the second.</source>
      <translation>Баттон проходит через место ушедшего к большому блайнду прошлой раздачи, и тот ставит на баттоне малый блайнд, а следующие два игрока ставят по большому блайнду. В следующей раздаче баттон переходит к первому из них, и тот ставит малый блайнд; второй тоже ставит малый.</translation>
    </message>
    <message>
      <source>Cases the procedures do not settle</source>
      <translation>Случаи, которые процедуры не решают</translation>
    </message>
    <message>
      <source>Decide by two principles, in this order: the button never lies on an empty seat or a player who is not dealt in; each present player meets one big and one small blind per round.</source>
      <translation>Решайте по двум принципам, в таком порядке: баттон никогда не лежит на пустом месте или у игрока, не получающего карты; каждый присутствующий игрок за круг ставит один большой и один малый блайнд.</translation>
    </message>
    <message>
      <source>Heads-up play</source>
      <translation>Игра хедз-ап</translation>
    </message>
    <message>
      <source>With two players the positions follow special rules, also on the hands where heads-up play starts or ends.</source>
      <translation>При двух игроках позиции подчиняются особым правилам, в том числе в раздачах, где игра хедз-ап начинается или заканчивается.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind</source>
      <translation>Хедз-ап: баттон ставит малый блайнд</translation>
    </message>
    <message>
      <source>With two players the button posts the small blind and acts first before the flop.</source>
      <translation>При двух игроках баттон ставит малый блайнд и действует первым до флопа.</translation>
    </message>
    <message>
      <source>Heads-up: nobody has the big blind twice</source>
      <translation>Хедз-ап: никто не ставит большой блайнд дважды</translation>
    </message>
    <message>
      <source>The big blind goes to the player after last hand's big blind; the other player takes the button and the small blind.</source>
      <translation>Большой блайнд переходит к игроку после большого блайнда прошлой раздачи; другой игрок получает баттон и малый блайнд.</translation>
    </message>
    <message>
      <source>From heads-up back to more players</source>
      <translation>От хедз-апа снова к большему числу игроков</translation>
    </message>
    <message>
      <source>The positions go on from the heads-up hand by the table's button rule. A player who sits down during heads-up play comes in once outside the next hand's zone.</source>
      <translation>Позиции продолжаются от раздачи хедз-ап по правилу баттона, принятому за столом. Игрок, севший во время игры хедз-ап, вступает в игру, как только оказывается вне зоны следующей раздачи.</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Новые игроки и новые игры</translation>
    </message>
    <message>
      <source>A new player joins by posting or waiting for the big blind; at a new game the draw places the first button.</source>
      <translation>Новый игрок вступает в игру, сделав пост или дождавшись большого блайнда; в новой игре первый баттон определяет жребий.</translation>
    </message>
    <message>
      <source>A new player posts or waits</source>
      <translation>Новый игрок ставит или ждёт</translation>
    </message>
    <message>
      <source>A new player outside the zone either posts a big blind (twice the big blind at lowball), live, and plays at once, or waits for the big blind. On the big-blind seat the new player just posts the big blind.</source>
      <translation>Новый игрок вне зоны либо ставит большой блайнд (в лоуболе — двойной большой блайнд) живым и сразу играет, либо ждёт большого блайнда. На месте большого блайнда он просто ставит большой блайнд.</translation>
    </message>
    <message>
      <source>Bust and rebuy</source>
      <translation>Проигрыш всех фишек и ребай</translation>
    </message>
    <message>
      <source>A player who busts counts as away. A rebuy does not make a new player: the blinds missed meanwhile are owed.</source>
      <translation>Игрок, проигравший все фишки, считается отошедшим. Сделав ребай, он не становится новым игроком: он должен блайнды, пропущенные за это время.</translation>
    </message>
    <message>
      <source>A new game</source>
      <translation>Новая игра</translation>
    </message>
    <message>
      <source>The button goes where the draw put it and the next two players post the blinds; nobody else posts. A player who sits down before any blind has passed that seat plays without posting.</source>
      <translation>Баттон ставится туда, куда его определил жребий, а следующие два игрока ставят блайнды; больше никто не ставит. Игрок, севший до того, как его место прошёл хоть один блайнд, играет без поста.</translation>
    </message>
    <message>
      <source>Free hand in a short game</source>
      <translation>Бесплатная раздача за неполным столом</translation>
    </message>
    <message>
      <source>With the house's short-game limit set, a new player outside the zone plays the first hand free while that many players or fewer were dealt in on the last hand.</source>
      <translation>Если в заведении задан предел неполного стола, новый игрок вне зоны играет первую раздачу бесплатно, пока в прошлой раздаче карты получали столько игроков или меньше.</translation>
    </message>
    <message>
      <source>A new player the button passed before posting</source>
      <translation>Новый игрок, которого баттон прошёл до поста</translation>
    </message>
    <message>
      <source>A new player who is away when the button moves past the seat, after the big blind has passed it, never posted: the floor picks the player up and gives the seat to the next player on the list. With nobody waiting, the player keeps the missed-blind button and stays away.</source>
      <translation>Новый игрок, который отошёл, когда баттон проходит его место после большого блайнда, так и не сделал пост: его снимают с места и отдают место следующему игроку из листа ожидания. Если никто не ждёт, игрок сохраняет маркер пропущенного блайнда и остаётся отошедшим.</translation>
    </message>
    <message>
      <source>Seat changes</source>
      <translation>Пересадки</translation>
    </message>
    <message>
      <source>A seat change is priced by how many more hands the big blind needs to reach the player, counting players, not seats.</source>
      <translation>Цена пересадки определяется тем, на сколько раздач позже большой блайнд дойдёт до игрока; считаются игроки, а не места.</translation>
    </message>
    <message>
      <source>Seat change: same relative position</source>
      <translation>Пересадка: та же относительная позиция</translation>
    </message>
    <message>
      <source>Moving toward the blinds, or no further from them, the player plays at once and free. Moving further away, the player waits as many hands as the move gained, or posts a big blind to play at once.</source>
      <translation>Пересаживаясь ближе к блайндам или не дальше от них, игрок сразу играет бесплатно. Пересаживаясь дальше, он ждёт столько раздач, сколько выиграл пересадкой, или ставит большой блайнд, чтобы сразу играть.</translation>
    </message>
    <message>
      <source>Seat change: past two players</source>
      <translation>Пересадка: через двух игроков</translation>
    </message>
    <message>
      <source>Under this house rule a player may move past up to two players for free. Further than that, the player posts a big blind or waits for the big blind.</source>
      <translation>По этому правилу заведения игрок может бесплатно пересесть не дальше чем через двух игроков. Если дальше, он ставит большой блайнд или ждёт большого блайнда.</translation>
    </message>
    <message>
      <source>No move off the button</source>
      <translation>С баттона не пересаживаются</translation>
    </message>
    <message>
      <source>Nobody may move off the button seat on the button hand; the move comes after it.</source>
      <translation>Никто не может пересесть с места баттона в свою раздачу на баттоне; он пересаживается после неё.</translation>
    </message>
    <message>
      <source>Moving into a blind or the button seat</source>
      <translation>Пересадка на место блайнда или баттона</translation>
    </message>
    <message>
      <source>Moving into the seat due the big blind, the player plays at once in the big blind. Moving into the seat due the small blind or the button, the player waits until the button has passed, then plays; after a move further from the blinds, posting behind the button or once the hands the move cost are waited.</source>
      <translation>Пересев на место, чья очередь на большой блайнд, игрок сразу играет на большом блайнде. Пересев на место, чья очередь на малый блайнд или баттон, он ждёт, пока пройдёт баттон, и затем играет; если он пересел дальше от блайндов, то ставя за баттоном или переждав столько раздач, сколько стоила пересадка.</translation>
    </message>
    <message>
      <source>Dealing off the button</source>
      <translation>Уход с баттона</translation>
    </message>
    <message>
      <source>A player who had the button last hand and moves is never charged a post. Without playing at once, the player waits until the blinds have passed the new seat and comes in behind the button for free.</source>
      <translation>С игрока, у которого в прошлой раздаче был баттон и который пересаживается, никогда не берут пост. Если он не может играть сразу, он ждёт, пока блайнды пройдут его новое место, и бесплатно входит в игру за баттоном.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Долги переходят вместе с игроком</translation>
    </message>
    <message>
      <source>Missed blinds follow a player to the new seat, where they are made up as usual.</source>
      <translation>Пропущенные блайнды следуют за игроком на новое место, где он восполняет их как обычно.</translation>
    </message>
    <message>
      <source>Straddles</source>
      <translation>Стрэддлы</translation>
    </message>
    <message>
      <source>A live straddle is posted under the gun, twice the big blind; the straddler acts last before the flop and the action starts to the straddler's left. A sleeper straddle from another seat is not live.</source>
      <translation>Живой стрэддл ставится с позиции UTG, в размере двух больших блайндов; этот игрок действует до флопа последним, а действие начинается слева от него. Слипер-стрэддл с другого места не живой.</translation>
    </message>
    <message>
      <source>New player away before the first hand</source>
      <translation>Новый игрок отошёл до первой раздачи</translation>
    </message>
    <message>
      <source>The missed-blind button stays as a record, but coming back the player owes only the entry post: no round was played yet.</source>
      <translation>Маркер пропущенного блайнда остаётся у него как отметка, но, вернувшись, он должен только входной пост: он ещё не сыграл ни одного круга.</translation>
    </message>
    <message>
      <source>An away player cannot change seats</source>
      <translation>Отошедший игрок не может пересесть</translation>
    </message>
    <message>
      <source>Seats change once the player is back, so that the player's place in the blind order is known.</source>
      <translation>Он пересаживается, когда вернётся, чтобы было известно его место в очереди блайндов.</translation>
    </message>
    <message>
      <source>New player moves before the first hand</source>
      <translation>Новый игрок пересаживается до первой раздачи</translation>
    </message>
    <message>
      <source>Still a new player; the choice given with the move replaces the first one.</source>
      <translation>Он по-прежнему новый игрок; выбор, сделанный при пересадке, заменяет его первый выбор.</translation>
    </message>
    <message>
      <source>Move from an empty seat</source>
      <translation>Пересадка с пустого места</translation>
    </message>
    <message>
      <source>A move from an empty seat is refused as 'seat empty', before the target seat is looked at.</source>
      <translation>Пересадка с пустого места отклоняется как «место пусто» ещё до проверки целевого места.</translation>
    </message>
    <message>
      <source>Dealing off into the small-blind seat</source>
      <translation>Уход с баттона на место малого блайнда</translation>
    </message>
    <message>
      <source>The player waits until the button has passed, then plays free.</source>
      <translation>Он ждёт, пока пройдёт баттон, и затем играет бесплатно.</translation>
    </message>
    <message>
      <source>Who can bust</source>
      <translation>Кто может проиграть все фишки</translation>
    </message>
    <message>
      <source>Only a player dealt in can bust; a busted or away player cannot bust again.</source>
      <translation>Проиграть все фишки может только игрок, получивший карты; игрок без фишек или отошедший игрок не может проиграть их снова.</translation>
    </message>
    <message>
      <source>A player leaves before a redeal</source>
      <translation>Игрок уходит до пересдачи</translation>
    </message>
    <message>
      <source>The redeal repeats the positions and posts; whoever has gone is not dealt in.</source>
      <translation>Пересдача повторяет позиции и посты; ушедший игрок карты не получает.</translation>
    </message>
    <message>
      <source>No newcomer in a redeal</source>
      <translation>В пересдаче новых игроков нет</translation>
    </message>
    <message>
      <source>A player who sits down between a misdeal and the redeal waits for the next hand.</source>
      <translation>Игрок, севший между мисдилом и пересдачей, ждёт следующей раздачи.</translation>
    </message>
    <message>
      <source>No correction before the first hand</source>
      <translation>До первой раздачи исправлять нечего</translation>
    </message>
    <message>
      <source>Before the first hand of a game there are no positions to put right.</source>
      <translation>До первой раздачи игры нет позиций, которые нужно исправлять.</translation>
    </message>
    <message>
      <source>A present player with a missed-blind button</source>
      <translation>Присутствующий игрок с маркером пропущенного блайнда</translation>
    </message>
    <message>
      <source>That player has come back and chosen to post.</source>
      <translation>Он вернулся и решил поставить.</translation>
    </message>
    <message>
      <source>A player due behind the button near heads-up</source>
      <translation>Игрок, ожидающий входа за баттоном, на пороге хедз-апа</translation>
    </message>
    <message>
      <source>That player counts as one who can be dealt this hand: coming in behind the button, or posting the big blind if it arrives first.</source>
      <translation>Он считается игроком, которому можно сдать карты в этой раздаче: он входит за баттоном или ставит большой блайнд, если тот дойдёт до него раньше.</translation>
    </message>
    <message>
      <source>Heads-up: the button falls to a newcomer</source>
      <translation>Хедз-ап: баттон достаётся новому игроку</translation>
    </message>
    <message>
      <source>The new player posts the small blind on the button and plays, with no entry post on top.</source>
      <translation>Он ставит малый блайнд на баттоне и играет, без дополнительного входного поста.</translation>
    </message>
    <message>
      <source>A player comes back owing nothing</source>
      <translation>Игрок возвращается, ничего не будучи должен</translation>
    </message>
    <message>
      <source>The player plays at once. If hands were dealt during the absence, the player comes in like an entrant: outside the zone at once, inside it once the button has passed, never on the button or a small blind.</source>
      <translation>Игрок играет сразу. Если за время отсутствия прошли раздачи, игрок входит как новый игрок: вне зоны — сразу, в зоне — когда пройдёт баттон, и никогда не на баттоне и не на малом блайнде.</translation>
    </message>
    <message>
      <source>What 'a big blind' means with three blinds</source>
      <translation>Что значит «большой блайнд» при трёх блайндах</translation>
    </message>
    <message>
      <source>Entry posts, seat-change posts and big-only make-ups are one largest blind, live.</source>
      <translation>Входной пост, пост за пересадку и восполнение только большим блайндом — это один самый крупный блайнд, живой.</translation>
    </message>
    <message>
      <source>Three blinds with two or three players</source>
      <translation>Три блайнда при двух или трёх игроках</translation>
    </message>
    <message>
      <source>Only the smallest and the largest blind are posted. Heads-up the button posts the smallest.</source>
      <translation>Ставятся только самый малый и самый крупный блайнды. В хедз-апе баттон ставит самый малый.</translation>
    </message>
    <message>
      <source>Three blinds with a moving or simplified button</source>
      <translation>Три блайнда при перемещаемом или упрощённом баттоне</translation>
    </message>
    <message>
      <source>The plain rotation places every blind; the Caro &amp; Cooke steps apply to two blinds only. Nobody enters between the button and the middle blind.</source>
      <translation>Обычная ротация ставит каждый блайнд; шаги Caro &amp; Cooke действуют только для двух блайндов. Никто не входит между баттоном и средним блайндом.</translation>
    </message>
    <message>
      <source>The players due the button and the small blind both leave</source>
      <translation>Уходят оба игрока: чья очередь на баттон и чья на малый блайнд</translation>
    </message>
    <message>
      <source>Under the moving button the button moves through both seats to the next player, who posts a small blind on it; the next two players each post a big blind, as in R-43.</source>
      <translation>При перемещаемом баттоне баттон проходит через оба места к следующему игроку, который ставит на нём малый блайнд; двое следующих игроков ставят по большому блайнду, как в R-43.</translation>
    </message>
    <message>
      <source>A departure during the dead-small-blind steps</source>
      <translation>Уход во время шагов с мёртвым малым блайндом</translation>
    </message>
    <message>
      <source>The steps go on; the big blind goes to the next present player and the absent one owes both blinds.</source>
      <translation>Шаги продолжаются; большой блайнд переходит к следующему присутствующему игроку, а отсутствующий должен оба блайнда.</translation>
    </message>
    <message>
      <source>Two players away before the big blind</source>
      <translation>Двое игроков отошли перед большим блайндом</translation>
    </message>
    <message>
      <source>Each is passed like one departure: both owe both blinds and the big blind goes to the next present player.</source>
      <translation>Каждого пропускают, как при одном уходе: оба должны оба блайнда, а большой блайнд переходит к следующему присутствующему игроку.</translation>
    </message>
    <message>
      <source>Last hand's big blind changes seats</source>
      <translation>Большой блайнд прошлой раздачи пересаживается</translation>
    </message>
    <message>
      <source>Under the dead or the moving button the old seat has a dead small blind, which the player posts, dead, in the new seat. The move itself is priced as any seat change.</source>
      <translation>При мёртвом или перемещаемом баттоне на старом месте остаётся мёртвый малый блайнд, который игрок ставит мёртвым на новом месте. Сама пересадка стоит столько же, сколько любая другая.</translation>
    </message>
    <message>
      <source>Early newcomer in a new game</source>
      <translation>Новый игрок, севший рано в новой игре</translation>
    </message>
    <message>
      <source>The player is in the game from the first hand, and the big blind arrives in turn.</source>
      <translation>Он в игре с первой же раздачи, и большой блайнд доходит до него в свою очередь.</translation>
    </message>
    <message>
      <source>The player who drew the button leaves</source>
      <translation>Уходит игрок, которому по жребию выпал баттон</translation>
    </message>
    <message>
      <source>The first button goes to the next player clockwise from the drawn seat.</source>
      <translation>Первый баттон получает следующий игрок по часовой стрелке от места, выпавшего по жребию.</translation>
    </message>
    <message>
      <source>Straddles allowed by the house</source>
      <translation>Стрэддлы, разрешённые заведением</translation>
    </message>
    <message>
      <source>A straddle is allowed only if the house allows it. Under the gun it is live; from another seat it is a sleeper where allowed, and void otherwise.</source>
      <translation>Стрэддл допускается, только если его разрешает заведение. С позиции UTG он живой; с другого места это слипер-стрэддл там, где он разрешён, а иначе ставка недействительна.</translation>
    </message>
    <message>
      <source>Blind on the button</source>
      <translation>Блайнд на баттоне</translation>
    </message>
    <message>
      <source>Under this house rule the smallest blind is posted on the button and the other blinds follow to its left.</source>
      <translation>По этому правилу заведения самый малый блайнд ставится на баттоне, а остальные блайнды следуют слева от него.</translation>
    </message>
    <message>
      <source>A single blind</source>
      <translation>Один блайнд</translation>
    </message>
    <message>
      <source>It is the big blind; the button takes last hand's blind seat.</source>
      <translation>Это большой блайнд; баттон занимает место блайнда прошлой раздачи.</translation>
    </message>
    <message>
      <source>Away during a seat-change wait</source>
      <translation>Отошёл во время ожидания после пересадки</translation>
    </message>
    <message>
      <source>The hands keep counting during the absence; once back, the player waits what is left or posts a big blind.</source>
      <translation>Пока он отсутствует, раздачи продолжают засчитываться; вернувшись, он ждёт оставшиеся раздачи или ставит большой блайнд.</translation>
    </message>
    <message>
      <source>A correction names a newcomer as big blind</source>
      <translation>Исправление назначает нового игрока большим блайндом</translation>
    </message>
    <message>
      <source>That player never played that big blind: the small blind on the seat is dead and the player enters as a newcomer.</source>
      <translation>Он не играл этот большой блайнд: малый блайнд на его месте мёртвый, а он входит в игру как новый игрок.</translation>
    </message>
    <message>
      <source>Moving button starting after a dead small blind</source>
      <translation>Перемещаемый баттон после мёртвого малого блайнда</translation>
    </message>
    <message>
      <source>It is the second hand of the dead-small-blind steps: the button moves through the empty seat and its player posts a small blind on it.</source>
      <translation>Это вторая раздача шагов с мёртвым малым блайндом: баттон проходит через пустое место, и игрок, к которому он переходит, ставит на баттоне малый блайнд.</translation>
    </message>
    <message>
      <source>House rules changed during play</source>
      <translation>Правила заведения изменены во время игры</translation>
    </message>
    <message>
      <source>New blind amounts keep the positions. Another number of blinds, or a blind on the button switched on or off, starts a new game with the button where it was. Missed blinds are carried, made up at the new amounts.</source>
      <translation>Новые суммы блайндов сохраняют позиции. Другое число блайндов или включённый либо выключенный блайнд на баттоне начинает новую игру с баттоном там, где он был. Пропущенные блайнды переносятся и доплачиваются по новым ставкам.</translation>
    </message>
    <message>
      <source>A seat change that costs a big blind, with missed blinds owed</source>
      <translation>Пересадка за большой блайнд при долге по пропущенным блайндам</translation>
    </message>
    <message>
      <source>One live big blind pays both for playing at once and for the live part of the make-up; the dead part of the make-up is added.</source>
      <translation>Один живой большой блайнд оплачивает и немедленную игру, и живую часть восполнения; мёртвая часть восполнения добавляется к нему.</translation>
    </message>
    <message>
      <source>No game to wait for</source>
      <translation>Нечего ждать: игры нет</translation>
    </message>
    <message>
      <source>When waiting for the button (the zone, behind) would leave fewer than two players to deal, nobody waits: the hand is dealt with them.</source>
      <translation>Если ожидание баттона (зона, «за баттоном») оставило бы меньше двух игроков для раздачи, никто не ждёт: рука раздаётся с ними.</translation>
    </message>
    <message>
      <source>The rotation starts again</source>
      <translation>Ротация начинается заново</translation>
    </message>
    <message>
      <source>With too few players of the last hand left for the button and the smaller blinds, the players coming in owing nothing join the rotation.</source>
      <translation>Если игроков прошлой раздачи осталось слишком мало для баттона и меньших блайндов, входящие игроки, которые ничего не должны, вступают в ротацию.</translation>
    </message>
    <message>
      <source>Picking up a player</source>
      <translation>Снятие игрока с места</translation>
    </message>
    <message>
      <source>The player leaves the table like a player who leaves: the chips are racked and kept at the podium, and a lock-up button holds the seat for the next player called from the list. Coming back, the player goes on the list like anyone.</source>
      <translation>Игрок уходит из-за стола, как любой уходящий игрок: его фишки убирают и хранят на стойке, а маркер брони держит место для следующего игрока, вызванного из листа ожидания. Вернувшись, игрок записывается в лист ожидания, как все.</translation>
    </message>
    <message>
      <source>A missed blind carried from another table</source>
      <translation>Пропущенный блайнд с другого стола</translation>
    </message>
    <message>
      <source>A player moved from another table of the same game is a new player here and brings the missed-blind button along. Posting at once or behind the button, the entry post counts as the live big blind of the make-up and its dead part is added; waiting for the big blind, the player posts only that blind and the button goes.</source>
      <translation>Игрок, пересевший с другого стола той же игры, здесь новый игрок и приносит с собой маркер пропущенного блайнда. Если он ставит сразу или за баттоном, входной пост засчитывается как живой большой блайнд восполнения, а мёртвая часть добавляется; если ждёт большого блайнда, он ставит только этот блайнд, и маркер снимается.</translation>
    </message>
    <message>
      <source>Who an open seat goes to</source>
      <translation>Кому достаётся свободное место</translation>
    </message>
    <message>
      <source>At a main table fed by a must-move table, an open seat goes to the must-move player who has sat there longest (a player who is away is passed over until back). Then come the players of other tables who asked for this game, in the order they asked, then the list in its order. Nobody already called to a seat is offered another.</source>
      <translation>За основным столом, который пополняется со стола обязательного перехода, свободное место получает игрок стола обязательного перехода, сидящий там дольше всех (отошедшего пропускают, пока не вернётся). Затем идут игроки других столов, попросившие эту игру, в порядке просьб, затем лист ожидания по порядку. Тому, кого уже вызвали на место, другое не предлагают.</translation>
    </message>
    <message>
      <source>Breaking a table</source>
      <translation>Расформирование стола</translation>
    </message>
    <message>
      <source>The players of a broken table are given the open seats of the game's other tables, by draw or clockwise from the seat after the last button; a player away is seated away. A busted player, and anyone left without a seat, goes to the top of the list. Each comes in as a new player and brings any missed-blind button.</source>
      <translation>Игроки расформированного стола получают свободные места других столов игры — по жребию или по часовой стрелке от места после последнего баттона; отошедшего игрока сажают как отошедшего. Проигравший все фишки и все, кому не хватило места, встают в начало листа ожидания. Каждый входит как новый игрок и приносит свой маркер пропущенного блайнда, если он есть.</translation>
    </message>
    <message>
      <source>A call holds the seat</source>
      <translation>Вызов держит место</translation>
    </message>
    <message>
      <source>Calling a player locks the seat up for that player alone, for the table's lock-up minutes. Nobody else is seated there until the call is cancelled. A player who does not come goes to the bottom of the list or off it, as the house decides, and the seat stays locked up for the next player called.</source>
      <translation>Вызов ставит место на бронь для одного этого игрока на время брони стола. Пока вызов не отменён, никого другого туда не сажают. Неявившийся игрок встаёт в конец листа ожидания или выбывает из него, как решит заведение, а место остаётся на брони для следующего вызванного.</translation>
    </message>
    <message>
      <source>Undoing a move from the list</source>
      <translation>Отмена пересадки из листа ожидания</translation>
    </message>
    <message>
      <source>A call, a seating, a table change or a broken table is undone or redone as a whole, from the list or from any table it changed, as long as it is still the latest action at every one of those tables. Once a hand has been dealt at one of them, undo there first.</source>
      <translation>Вызов, посадка, смена стола или расформирование стола отменяется или возвращается целиком — из листа ожидания или за любым затронутым столом, пока это последнее действие за каждым из этих столов. Если за одним из них уже сдали раздачу, сначала отмените её там.</translation>
    </message>
    <message>
      <source>A table change while away</source>
      <translation>Смена стола, когда игрок отошёл</translation>
    </message>
    <message>
      <source>A player who asked for another table is moved only while present at the old seat, so that the chips and any missed-blind button move with the player. One who has left that table meanwhile is seated like any name of the list.</source>
      <translation>Игрока, попросившего другой стол, пересаживают, только пока он на прежнем месте, чтобы фишки и маркер пропущенного блайнда переехали вместе с ним. Ушедшего за это время с того стола сажают как любое имя из листа ожидания.</translation>
    </message>
    <message>
      <source>Waiting after a move into the zone</source>
      <translation>Ожидание после пересадки в зону</translation>
    </message>
    <message>
      <source>Moving into the seat due the button or the small blind, the player never enters before the button has passed. Moving further from the blinds, the player still chooses: post a big blind behind the button, or wait the hands the move cost and then play free.</source>
      <translation>Пересев на место, чья очередь на баттон или малый блайнд, игрок не входит в игру, пока не пройдёт баттон. Если он пересел дальше от блайндов, выбор остаётся за ним: поставить большой блайнд за баттоном или переждать столько раздач, сколько стоила пересадка, и затем играть бесплатно.</translation>
    </message>
    <message>
      <source>Last hand's middle blind changes seats</source>
      <translation>Средний блайнд прошлой раздачи пересаживается</translation>
    </message>
    <message>
      <source>Under the dead button with three blinds the player who posted the middle blind is due the small blind. Moving leaves it dead on the old seat, and the player posts it, dead, in the new seat, as last hand's big blind does with two blinds.</source>
      <translation>При мёртвом баттоне и трёх блайндах игрок, ставивший средний блайнд, следующим ставит малый. Пересаживаясь, он оставляет его мёртвым на старом месте и ставит его мёртвым на новом, как большой блайнд прошлой раздачи при двух блайндах.</translation>
    </message>
    <message>
      <source>The big blind goes by a waiting player</source>
      <translation>Большой блайнд проходит мимо ждущего игрока</translation>
    </message>
    <message>
      <source>When the big blind moves over the seat of a player waiting for it, because the smaller blinds go only to players in the game, it has reached that player, who posts one big blind, live, and owes nothing more: at once outside the zone, otherwise as soon as the button has passed.</source>
      <translation>Когда большой блайнд проходит через место игрока, который его ждёт, потому что меньшие блайнды достаются только игрокам, уже находящимся в игре, он этого игрока достиг: игрок ставит один большой блайнд живым и больше ничего не должен — сразу, если он вне зоны, иначе — как только пройдёт баттон.</translation>
    </message>
    <message>
      <source>The read-out of a deal</source>
      <translation>Объявления раздачи</translation>
    </message>
    <message>
      <source>Every deal shows the button, the blinds, each post with its live and dead amounts, the seats dealt in and the first player to act. The first player to act sits left of the last blind posted or of a live straddle; heads-up it is the button.</source>
      <translation>Каждая раздача показывает баттон, блайнды, каждый пост с живой и мёртвой суммами, места, получающие карты, и игрока, который действует первым. Первым действует игрок слева от последнего поставленного блайнда или живого стрэддла; в хедз-апе — баттон.</translation>
    </message>
    <message>
      <source>The dead button, always</source>
      <translation>Всегда мёртвый баттон</translation>
    </message>
    <message>
      <source>Every deal of an event uses the dead button. The big blind goes to the first player after last hand's big-blind seat, the small blind lies on that seat and the button on last hand's small-blind seat, even when those seats are open now.</source>
      <translation>Каждая раздача турнира идёт по правилу мёртвого баттона. Большой блайнд получает первый игрок после места большого блайнда прошлой раздачи, малый блайнд лежит на этом месте, а баттон — на месте малого блайнда прошлой раздачи, даже если эти места теперь свободны.</translation>
    </message>
    <message>
      <source>Eliminations and the next deal</source>
      <translation>Выбывание и следующая раздача</translation>
    </message>
    <message>
      <source>When the small blind is eliminated the button lies dead on his seat; when the big blind is, the small blind is dead on his seat and the button dead there the hand after. Nobody posts for an open seat.</source>
      <translation>Когда выбывает малый блайнд, баттон лежит мёртвым на его месте; когда выбывает большой блайнд, на его месте мёртвый малый блайнд, а в следующей раздаче там мёртвый баттон. За свободное место никто не ставит.</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Хедз-ап</translation>
    </message>
    <message>
      <source>With two players dealt in, the button posts the small blind and acts first before the flop. On the hand that starts heads-up the big blind goes to the player who did not have it last hand, even if the button stays put.</source>
      <translation>Когда карты получают двое, баттон ставит малый блайнд и ходит первым до флопа. В раздаче, с которой начинается хедз-ап, большой блайнд получает игрок, у которого его не было в прошлой раздаче, даже если баттон остаётся на месте.</translation>
    </message>
    <message>
      <source>Antes</source>
      <translation>Анте</translation>
    </message>
    <message>
      <source>The level names the ante: none, one from every seat dealt in (absent players' too), or a big-blind ante the seat posting the big blind puts in. The blind comes first, then the ante, and antes are not reduced as the field shrinks.</source>
      <translation>Уровень задаёт анте: никакого, с каждого места, получающего карты (и с отсутствующих игроков), или анте большого блайнда, которое ставит место большого блайнда. Сначала блайнд, потом анте; по мере выбывания игроков анте не уменьшаются.</translation>
    </message>
    <message>
      <source>A new level from the next hand</source>
      <translation>Новый уровень со следующей раздачи</translation>
    </message>
    <message>
      <source>When the clock starts a level, a hand already dealt is played at the old level. Each table posts the new blinds and antes from its next deal.</source>
      <translation>Когда часы начинают уровень, уже сданная раздача доигрывается на старом уровне. Каждый стол ставит новые блайнды и анте со своей следующей раздачи.</translation>
    </message>
    <message>
      <source>The first button</source>
      <translation>Первый баттон</translation>
    </message>
    <message>
      <source>At the start, at a new table and after a redraw, a high-card draw places the button and the next two players post the blinds. Everyone seated, present or not, is dealt in on that hand.</source>
      <translation>В начале, за новым столом и после пересадки по жребию баттон ставится по старшей карте, а два следующих игрока ставят блайнды. В этой раздаче карты получают все сидящие, на месте они или нет.</translation>
    </message>
    <message>
      <source>Absent players are blinded off</source>
      <translation>Отсутствующие игроки платят блайнды</translation>
    </message>
    <message>
      <source>Nobody sits out in a tournament: an absent player's seat is dealt in and posts its blinds and antes. There are no missed-blind buttons, no make-ups and nobody waits for the big blind.</source>
      <translation>На турнире никто не пропускает раздачи: место отсутствующего игрока получает карты и ставит свои блайнды и анте. Нет ни маркеров пропущенного блайнда, ни долгов, которые надо восполнить, и никто не ждёт большого блайнда.</translation>
    </message>
    <message>
      <source>At the seat by the end of the deal</source>
      <translation>На месте к концу сдачи</translation>
    </message>
    <message>
      <source>A player must be within reach of his chair when every player has his full hand. Otherwise the dealer kills his hand, and his blinds and antes stay in the pot.</source>
      <translation>Игрок должен быть в пределах досягаемости своего кресла, когда у всех игроков полные руки. Иначе дилер сбрасывает его карты, а его блайнды и анте остаются в банке.</translation>
    </message>
    <message>
      <source>A player on penalty</source>
      <translation>Игрок на штрафе</translation>
    </message>
    <message>
      <source>The floor gives the penalty as a number of hands dealt to him, at whatever table he sits. His blinds and antes are posted and his hand is killed; after the last one he plays again by himself, unless the floor ends the penalty sooner.</source>
      <translation>Флор назначает штраф числом раздач, сданных игроку, за каким бы столом тот ни сидел. Его блайнды и анте ставятся, а его карты сбрасываются; после последней раздачи он снова играет сам, если флор не снимет штраф раньше.</translation>
    </message>
    <message>
      <source>Joiners and the gap</source>
      <translation>Присоединившиеся игроки и промежуток</translation>
    </message>
    <message>
      <source>A late registrant, a re-entry, an alternate or a player moved or from a broken table gets any seat and never posts to enter. He is dealt in from the next deal, unless his seat lies strictly between its button and its small blind: then he waits a hand.</source>
      <translation>Поздно зарегистрированный игрок, повторный вход, запасной, пересаженный игрок или игрок с расформированного стола получает любое место и никогда не ставит за вход. Он получает карты со следующей раздачи, если только его место не лежит строго между её баттоном и малым блайндом: тогда он ждёт одну раздачу.</translation>
    </message>
    <message>
      <source>A joiner on a dead position</source>
      <translation>Присоединившийся игрок на мёртвой позиции</translation>
    </message>
    <message>
      <source>Any seat, the blinds and the button included, is a joiner's to play. Where the next deal would put a dead small blind or a dead button, the joiner there plays the position and it is no longer dead.</source>
      <translation>Присоединившийся игрок может играть на любом месте, включая блайнды и баттон. Где следующая раздача дала бы мёртвый малый блайнд или мёртвый баттон, сидящий там присоединившийся игрок играет эту позицию, и она больше не мёртвая.</translation>
    </message>
    <message>
      <source>Re-entries</source>
      <translation>Повторные входы</translation>
    </message>
    <message>
      <source>A player who re-enters leaves his old seat open and draws a seat like any newcomer; he plays there as a joiner. A rebuy keeps the player in his seat.</source>
      <translation>Игрок с повторным входом оставляет прежнее место свободным и тянет место, как любой новый участник; там он играет как присоединившийся игрок. При ребае игрок остаётся на своём месте.</translation>
    </message>
    <message>
      <source>A player in the wrong seat</source>
      <translation>Игрок не на своём месте</translation>
    </message>
    <message>
      <source>The floor moves him to the seat he drew, at his table or another, and he joins it as any player arriving between hands. His old seat is left open for the next deal, and nothing already dealt is decided again.</source>
      <translation>Флор пересаживает его на вытянутое им место, за его столом или за другим, и он садится туда, как любой игрок, пришедший между раздачами. Его прежнее место остаётся свободным на следующую раздачу, и ничто уже сданное не решается заново.</translation>
    </message>
    <message>
      <source>Tables within the house's limits</source>
      <translation>Столы в пределах, заданных заведением</translation>
    </message>
    <message>
      <source>The house sets how far apart the tables may be, tighter as tables close: by default two players while more than six tables play, then one. A bust that breaks the limit makes the floor move a player, after a break if one is due.</source>
      <translation>Заведение задаёт допустимую разницу между столами, тем меньшую, чем меньше столов: по умолчанию два игрока, пока играют больше шести столов, затем один. Если игрок проиграл все фишки и разница превышена, флор пересаживает игрока — после расформирования стола, если оно назрело.</translation>
    </message>
    <message>
      <source>A short table halts</source>
      <translation>Неполный стол останавливается</translation>
    </message>
    <message>
      <source>A table that many players short waits for a player as soon as its next big blind would skip an open seat. The floor may waive the halt and deal.</source>
      <translation>Стол, где на столько игроков меньше, ждёт игрока, как только его следующий большой блайнд пропустил бы свободное место. Флор может отменить остановку и разрешить сдачу.</translation>
    </message>
    <message>
      <source>The giving table</source>
      <translation>Отдающий стол</translation>
    </message>
    <message>
      <source>Which table gives a player is fixed in advance: among the tables with the most players, the one that comes first in the breaking order.</source>
      <translation>Какой стол отдаёт игрока, определено заранее: из столов с наибольшим числом игроков — первый в порядке расформирования.</translation>
    </message>
    <message>
      <source>The player due the big blind moves</source>
      <translation>Пересаживается игрок, которому ставить большой блайнд</translation>
    </message>
    <message>
      <source>At the giving table the next deal's big blind is worked out from its last hand, and that player moves. Nobody at that table skips a big blind by it.</source>
      <translation>За отдающим столом большой блайнд следующей раздачи определяется по его последней раздаче, и этот игрок пересаживается. Никто за тем столом не пропускает из-за этого большой блайнд.</translation>
    </message>
    <message>
      <source>The worst position</source>
      <translation>Худшая позиция</translation>
    </message>
    <message>
      <source>Best of all is a seat where he posts the big blind on the next deal. When last hand's big blind left the table, he may take that seat and post a single big blind there with no small blind that hand.</source>
      <translation>Лучше всего место, где он поставит большой блайнд в следующей раздаче. Если большой блайнд прошлой раздачи ушёл из-за стола, он может занять это место и поставить там одиночный большой блайнд, без малого блайнда в этой раздаче.</translation>
    </message>
    <message>
      <source>Breaking tables in order</source>
      <translation>Расформирование столов по порядку</translation>
    </message>
    <message>
      <source>The breaking order is fixed in advance. The next table in it breaks after its current hand as soon as its players fit the open seats of the other tables; breaking comes before balancing.</source>
      <translation>Порядок расформирования задан заранее. Следующий по нему стол расформировывается после текущей раздачи, как только его игроки помещаются на свободные места других столов; расформирование идёт раньше балансировки.</translation>
    </message>
    <message>
      <source>The seat draw</source>
      <translation>Жеребьёвка мест</translation>
    </message>
    <message>
      <source>Balance decides how many players each table takes; the seats there and who gets which are drawn at random. The draw's seed is kept, so the same slips come out again.</source>
      <translation>Баланс решает, сколько игроков принимает каждый стол; места и кому какое достанется разыгрываются по жребию. Начальное число жеребьёвки сохраняется, так что выпадут те же жребии.</translation>
    </message>
    <message>
      <source>Players from a broken table are joiners</source>
      <translation>Игроки с расформированного стола — присоединившиеся игроки</translation>
    </message>
    <message>
      <source>Nothing carries over from the broken table: in his new seat he is a joiner, dealt in from the next deal outside its gap, the blinds and the button included. An absent player is seated and blinded all the same.</source>
      <translation>С расформированного стола ничего не переносится: на новом месте он присоединившийся игрок и получает карты со следующей раздачи вне её промежутка, включая блайнды и баттон. Отсутствующего игрока всё равно сажают, и он платит блайнды.</translation>
    </message>
    <message>
      <source>The final table</source>
      <translation>Финальный стол</translation>
    </message>
    <message>
      <source>The final table forms when the players left fit one table. Seats are drawn at random, the button by high card, and everybody is dealt in on its first hand.</source>
      <translation>Финальный стол собирается, когда оставшиеся игроки помещаются за один стол. Места разыгрываются по жребию, баттон — по старшей карте, и в первой раздаче карты получают все.</translation>
    </message>
    <message>
      <source>Hand-for-hand</source>
      <translation>Раздача за раздачей</translation>
    </message>
    <message>
      <source>Near the money every table plays one hand and waits for the others. Players eliminated in the same hand-for-hand hand are placed together when all tables have finished it.</source>
      <translation>Вблизи призовых мест каждый стол играет одну раздачу и ждёт остальных. Игроки, выбывшие в одной и той же раздаче этого режима, получают места вместе, когда её закончат все столы.</translation>
    </message>
    <message>
      <source>Finishing places</source>
      <translation>Итоговые места</translation>
    </message>
    <message>
      <source>Places follow the order of elimination. Players eliminated in one hand at one table, or in one hand-for-hand hand anywhere, finish together; with every start-of-hand stack entered the larger stack finishes higher and equal stacks share.</source>
      <translation>Места идут в порядке выбывания. Игроки, выбывшие в одной раздаче за одним столом или в одной раздаче режима раздача за раздачей за любыми столами, делят места; если внесены все стеки на начало раздачи, больший стек занимает место выше, а равные стеки делят.</translation>
    </message>
    <message>
      <source>Positions put right, misdeals</source>
      <translation>Исправление позиций, мисдилы</translation>
    </message>
    <message>
      <source>When the button or a blind was in the wrong place, the floor names where last hand's positions should have been and the next deal follows from there. A misdeal is dealt again as the same hand: nothing moves.</source>
      <translation>Если баттон или блайнд стояли не там, флор указывает, где должны были быть позиции прошлой раздачи, и следующая раздача идёт от них. Мисдил сдаётся заново как та же раздача: ничто не сдвигается.</translation>
    </message>
    <message>
      <source>The clock</source>
      <translation>Часы</translation>
    </message>
    <message>
      <source>Time moves the clock from stage to stage by itself; each table deals at the level the clock shows when it deals, and no table deals during a break. The screen shows the level, the time left, the next level and the next break.</source>
      <translation>Время само переводит часы от этапа к этапу; каждый стол раздаёт на уровне, который часы показывают в момент раздачи, а во время перерыва ни один стол не раздаёт. Экран показывает уровень, оставшееся время, следующий уровень и следующий перерыв.</translation>
    </message>
  </context>
  <context>
    <name>mistakes</name>
    <message>
      <source>The button goes on {expected}, not on {given}.</source>
      <translation>Баттон идёт на {expected}, а не на {given}.</translation>
    </message>
    <message>
      <source>The button on {seat} is {expected}, not {given}.</source>
      <translation>{seat}: баттон {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}, not on {given}.</source>
      <translation>Малый блайнд идёт на {expected}, а не на {given}.</translation>
    </message>
    <message>
      <source>The small blind on {seat} is {expected}, not {given}.</source>
      <translation>{seat}: малый блайнд {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}, not on {given}.</source>
      <translation>Большой блайнд идёт на {expected}, а не на {given}.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}, not on {given}.</source>
      <translation>Третий блайнд идёт на {expected}, а не на {given}.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}.</source>
      <translation>{seat} ставит {expected}.</translation>
    </message>
    <message>
      <source>{seat} posts nothing.</source>
      <translation>{seat} ничего не ставит.</translation>
    </message>
    <message>
      <source>{seat} posts {expected}, not {given}.</source>
      <translation>{seat} ставит {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>{seat} is {expected}.</source>
      <translation>{seat}: {expected}.</translation>
    </message>
    <message>
      <source>The first to act is {expected}, not {given}.</source>
      <translation>Первым действует {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>{seat} should have {expected}, not {given}.</source>
      <translation>{seat}: правильно — {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}, not {given}.</source>
      <translation>Пересаживается {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>The new seat is {expected}, not {given}.</source>
      <translation>Новое место — {expected}, а не {given}.</translation>
    </message>
    <message>
      <source>The button goes on {expected}; no seat was marked for it.</source>
      <translation>Баттон стоит на {expected}; место не отмечено.</translation>
    </message>
    <message>
      <source>The small blind goes on {expected}; no seat was marked for it.</source>
      <translation>Малый блайнд стоит на {expected}; место не отмечено.</translation>
    </message>
    <message>
      <source>The big blind goes on {expected}; no seat was marked for it.</source>
      <translation>Большой блайнд стоит на {expected}; место не отмечено.</translation>
    </message>
    <message>
      <source>The third blind goes on {expected}; no seat was marked for it.</source>
      <translation>Третий блайнд стоит на {expected}; место не отмечено.</translation>
    </message>
    <message>
      <source>The first to act is {expected}; no seat was marked.</source>
      <translation>Первым действует {expected}; место не отмечено.</translation>
    </message>
    <message>
      <source>The player who moves is {expected}; no player was chosen.</source>
      <translation>Пересаживается {expected}; игрок не выбран.</translation>
    </message>
    <message>
      <source>The new seat is {expected}; no seat was chosen.</source>
      <translation>Новое место — {expected}; место не выбрано.</translation>
    </message>
    <message>
      <source>There is no small blind this hand, not on {given}.</source>
      <translation>В этой раздаче нет малого блайнда, в том числе на {given}.</translation>
    </message>
    <message>
      <source>There is no third blind this hand, not on {given}.</source>
      <translation>В этой раздаче нет третьего блайнда, в том числе на {given}.</translation>
    </message>
  </context>
  <context>
    <name>topics</name>
    <message>
      <source>Plain rotation and the dead button</source>
      <translation>Обычная ротация и мёртвый баттон</translation>
    </message>
    <message>
      <source>Missed blinds and making them up</source>
      <translation>Пропущенные блайнды и их восполнение</translation>
    </message>
    <message>
      <source>New players and new games</source>
      <translation>Новые игроки и новые игры</translation>
    </message>
    <message>
      <source>Heads-up</source>
      <translation>Хедз-ап</translation>
    </message>
    <message>
      <source>The simplified button</source>
      <translation>Упрощённый баттон</translation>
    </message>
    <message>
      <source>No dead button (Caro &amp; Cooke)</source>
      <translation>Без мёртвого баттона (Caro &amp; Cooke)</translation>
    </message>
    <message>
      <source>Seat changes and dealing off</source>
      <translation>Пересадки и уход с баттона</translation>
    </message>
    <message>
      <source>The tournament floor: events and balancing</source>
      <translation>Турнирный флор: турниры и балансировка</translation>
    </message>
  </context>
  <context>
    <name>lessons</name>
    <message>
      <source>Plain rotation: the button and the blinds move one seat a hand</source>
      <translation>Обычная ротация: баттон и блайнды сдвигаются на одно место за раздачу</translation>
    </message>
    <message>
      <source>With every seat taken and nobody coming or going, each position moves one seat to the left every hand: the big blind goes to the next player, last hand's big blind posts the small blind, and last hand's small blind gets the button. The first player to act before the flop sits left of the big blind. Watch the wrap-around from seat 9 to seat 1.</source>
      <translation>Когда все места заняты и никто не приходит и не уходит, каждая позиция каждую раздачу сдвигается на одно место влево: большой блайнд переходит к следующему игроку, большой блайнд прошлой раздачи ставит малый блайнд, а малый блайнд прошлой раздачи получает баттон. Первым до флопа действует игрок слева от большого блайнда. Обратите внимание на переход с места 9 на место 1.</translation>
    </message>
    <message>
      <source>Big blind to the next player after seat 9, which is seat 1; Ike, last hand's big blind, posts the small blind; the button goes to seat 8. Seat 2 acts first.</source>
      <translation>Большой блайнд — следующему игроку после места 9, то есть месту 1; Ike, большой блайнд прошлой раздачи, ставит малый блайнд; баттон переходит на место 8. Первым действует место 2.</translation>
    </message>
    <message>
      <source>Everything moves one seat again: button 9, small blind 1, big blind 2, and seat 3 acts first.</source>
      <translation>Всё снова сдвигается на одно место: баттон 9, малый блайнд 1, большой блайнд 2, первым действует место 3.</translation>
    </message>
    <message>
      <source>Button 1, small blind 2, big blind 3; seat 4 acts first.</source>
      <translation>Баттон 1, малый блайнд 2, большой блайнд 3; первым действует место 4.</translation>
    </message>
    <message>
      <source>Empty seats: positions go from player to player</source>
      <translation>Пустые места: позиции переходят от игрока к игроку</translation>
    </message>
    <message>
      <source>Seats 2, 5 and 7 are empty. The big blind goes to the next player, not the next seat; the small blind and the button follow on the seats the bigger positions had last hand. The first to act is the first player dealt in left of the big blind, however many empty seats lie between.</source>
      <translation>Места 2, 5 и 7 пустые. Большой блайнд переходит к следующему игроку, а не на следующее место; малый блайнд и баттон следуют на места, которые в прошлой раздаче занимали старшие позиции. Первым действует первый игрок с картами слева от большого блайнда, сколько бы пустых мест ни было между ними.</translation>
    </message>
    <message>
      <source>The big blind passes empty seat 5 and lands on Flo (6); Di, last hand's big blind, posts the small blind on 4; the button goes to 3. Seat 7 is empty, so Hal (8) acts first.</source>
      <translation>Большой блайнд минует пустое место 5 и попадает к Flo (6); Di, большой блайнд прошлой раздачи, ставит малый блайнд на месте 4; баттон переходит на 3. Место 7 пустое, поэтому первым действует Hal (8).</translation>
    </message>
    <message>
      <source>Big blind Hal (8), small blind Flo (6), button Di (4); Ike (9) acts first.</source>
      <translation>Большой блайнд Hal (8), малый блайнд Flo (6), баттон Di (4); первым действует Ike (9).</translation>
    </message>
    <message>
      <source>Big blind Ike (9), small blind Hal (8), button Flo (6); Ann (1) acts first.</source>
      <translation>Большой блайнд Ike (9), малый блайнд Hal (8), баттон Flo (6); первой действует Ann (1).</translation>
    </message>
    <message>
      <source>Dead button rule: the big blind leaves, the small blind is dead</source>
      <translation>Правило мёртвого баттона: уходит большой блайнд, малый блайнд мёртвый</translation>
    </message>
    <message>
      <source>Gus, who just paid the big blind on seat 7, leaves for good: a lock-up button goes on his seat. Under the dead button rule the big blind still moves exactly one player, so Hal posts it. The small blind belongs on seat 7, where nobody sits: it is dead, nobody posts it. Next hand the button lands on the empty seat 7: a dead button.</source>
      <translation>Gus, только что заплативший большой блайнд на месте 7, уходит насовсем: на его место кладётся маркер брони. По правилу мёртвого баттона большой блайнд всё равно переходит ровно на одного игрока, поэтому его ставит Hal. Малому блайнду полагается место 7, где никто не сидит: он мёртвый, его никто не ставит. В следующей раздаче баттон попадает на пустое место 7: это мёртвый баттон.</translation>
    </message>
    <message>
      <source>Big blind Hal (8); the small blind is on empty seat 7 and is dead; the button is on seat 6. Ann (1) acts first.</source>
      <translation>Большой блайнд Hal (8); малый блайнд на пустом месте 7, он мёртвый; баттон на месте 6. Первой действует Ann (1).</translation>
    </message>
    <message>
      <source>The button goes to seat 7, where nobody sits: a dead button. Hal played the big blind last hand, so he posts the small blind; Ann posts the big blind.</source>
      <translation>Баттон переходит на место 7, где никто не сидит: это мёртвый баттон. Hal в прошлой раздаче играл большой блайнд, поэтому ставит малый блайнд; Ann ставит большой блайнд.</translation>
    </message>
    <message>
      <source>The rotation is normal again: button 8, small blind 1, big blind 2.</source>
      <translation>Ротация снова обычная: баттон 8, малый блайнд 1, большой блайнд 2.</translation>
    </message>
    <message>
      <source>Dead button rule: the small blind leaves, the button is dead</source>
      <translation>Правило мёртвого баттона: уходит малый блайнд, баттон мёртвый</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves. The button takes the seat where the small blind was, even though nobody sits there now: a dead button. The player to its right, Bob, has last action for a second hand in a row. Nobody skips a blind.</source>
      <translation>Cy заплатил малый блайнд на месте 3 и уходит. Баттон занимает место, где был малый блайнд, хотя там теперь никто не сидит: это мёртвый баттон. Игрок справа от него, Bob, вторую раздачу подряд получает право последнего действия. Никто не пропускает блайнд.</translation>
    </message>
    <message>
      <source>The button belongs on seat 3, now empty: a dead button. Di played the big blind, so she posts the small blind; Ed posts the big blind; Flo acts first.</source>
      <translation>Баттону полагается место 3, теперь пустое: это мёртвый баттон. Di играла большой блайнд, поэтому ставит малый блайнд; Ed ставит большой блайнд; первой действует Flo.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), big blind Flo (6): the table is back to normal.</source>
      <translation>Баттон Di (4), малый блайнд Ed (5), большой блайнд Flo (6): за столом снова всё как обычно.</translation>
    </message>
    <message>
      <source>An away player on the button seat misses nothing</source>
      <translation>Отошедший игрок на месте баттона ничего не пропускает</translation>
    </message>
    <message>
      <source>Di steps away just as the button is due on her seat. The button goes there anyway and is dead because she is not dealt in. Missing the button costs nothing: she gets no missed-blind button, and when she comes back before the blinds reach her she simply plays.</source>
      <translation>Di отходит как раз тогда, когда баттон должен прийти на её место. Баттон всё равно ставится туда и оказывается мёртвым, потому что она не получает карты. Пропуск баттона ничего не стоит: маркер пропущенного блайнда она не получает, а вернувшись до того, как до неё дойдут блайнды, просто играет.</translation>
    </message>
    <message>
      <source>The button is on Di's seat 4 and dead, because she is away; she misses no blind, so she gets no missed-blind button. Ed posts the small blind, Flo the big blind.</source>
      <translation>Баттон на месте 4 у Di и мёртвый, потому что она отошла; блайнд она не пропускает, поэтому маркер пропущенного блайнда не получает. Ed ставит малый блайнд, Flo — большой.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she is dealt in without posting. Button 5, small blind 6, big blind 7.</source>
      <translation>Di вернулась и ничего не должна: она получает карты без поста. Баттон 5, малый блайнд 6, большой блайнд 7.</translation>
    </message>
    <message>
      <source>Away when the big blind is due: a missed-blind button for both blinds</source>
      <translation>Отошёл, когда на очереди большой блайнд: маркер пропущенных обоих блайндов</translation>
    </message>
    <message>
      <source>Flo steps away from seat 6 just before the big blind reaches her. The big blind goes to the next player present, and Flo gets a missed-blind button for both blinds: the big blind passed her, and the small blind would have come to her next.</source>
      <translation>Flo отходит с места 6 прямо перед тем, как до неё доходит большой блайнд. Большой блайнд переходит к следующему присутствующему игроку, а Flo получает маркер пропущенных обоих блайндов: большой блайнд её миновал, а малый пришёл бы к ней следующим.</translation>
    </message>
    <message>
      <source>The big blind skips away Flo and goes to Gus (7); Flo gets the 'both' button. Ed, last hand's big blind, posts the small blind.</source>
      <translation>Большой блайнд пропускает отошедшую Flo и переходит к Gus (7); Flo получает маркер пропущенных обоих блайндов. Ed, большой блайнд прошлой раздачи, ставит малый блайнд.</translation>
    </message>
    <message>
      <source>Flo is still away and keeps her button. Button 5, small blind Gus (7), big blind Hal (8).</source>
      <translation>Flo всё ещё не вернулась и сохраняет свой маркер. Баттон 5, малый блайнд Gus (7), большой блайнд Hal (8).</translation>
    </message>
    <message>
      <source>Away on the small-blind seat: a dead small blind and a missed small blind</source>
      <translation>Отошёл на месте малого блайнда: мёртвый малый блайнд и пропущенный малый блайнд</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. The small blind falls on his seat: it is dead (nobody posts it) and Ed gets a missed small-blind button. Next hand the button lands on his seat, dead again; on the button he misses nothing more.</source>
      <translation>Ed заплатил большой блайнд на месте 5 и отходит. Малый блайнд приходится на его место: он мёртвый (его никто не ставит), и Ed получает маркер пропущенного малого блайнда. В следующей раздаче баттон попадает на его место и снова мёртвый; на баттоне Ed больше ничего не пропускает.</translation>
    </message>
    <message>
      <source>The small blind is on Ed's seat 5 and dead; Ed gets the 'sb' button. Flo posts the big blind and Gus acts first.</source>
      <translation>Малый блайнд на месте 5 у Ed и мёртвый; Ed получает маркер пропущенного малого блайнда. Flo ставит большой блайнд, первым действует Gus.</translation>
    </message>
    <message>
      <source>The button is on Ed's seat and dead; he misses nothing on the button, so he still owes only the small blind. Flo, last hand's big blind, posts the small blind.</source>
      <translation>Баттон на месте Ed и мёртвый; на баттоне он ничего не пропускает, поэтому по-прежнему должен только малый блайнд. Flo, большой блайнд прошлой раздачи, ставит малый блайнд.</translation>
    </message>
    <message>
      <source>Three blinds: every position moves the same way</source>
      <translation>Три блайнда: все позиции движутся одинаково</translation>
    </message>
    <message>
      <source>This table plays three blinds of 1, 2 and 3. Di, who paid the largest blind on seat 4, leaves. The largest blind moves to the next player, Ed; every smaller position and the button take the seat where the next larger position was. A blind whose seat is empty is dead.</source>
      <translation>За этим столом играют с тремя блайндами: 1, 2 и 3. Di, заплатившая самый крупный блайнд на месте 4, уходит. Самый крупный блайнд переходит к следующему игроку, Ed; каждая меньшая позиция и баттон занимают место, где была следующая по старшинству позиция. Блайнд, чьё место пустое, мёртвый.</translation>
    </message>
    <message>
      <source>The largest blind goes to Ed (5). Cy, who paid the middle blind, posts the small blind; the middle blind is on empty seat 4 and is dead; the button is on Bob's seat 2.</source>
      <translation>Самый крупный блайнд — к Ed (5). Cy, плативший средний блайнд, ставит малый блайнд; средний блайнд на пустом месте 4 и мёртвый; баттон на месте 2 у Bob.</translation>
    </message>
    <message>
      <source>The largest blind to Flo (6); Ed paid the largest blind and now posts the middle one; the small blind falls on empty seat 4 and is dead; the button goes to Cy (3).</source>
      <translation>Самый крупный блайнд — к Flo (6); Ed платил самый крупный блайнд и теперь ставит средний; малый блайнд приходится на пустое место 4 и мёртвый; баттон переходит к Cy (3).</translation>
    </message>
    <message>
      <source>Coming back: make up both blinds and play at once</source>
      <translation>Возвращение: восполнить оба блайнда и сразу играть</translation>
    </message>
    <message>
      <source>Flo missed both blinds while away. She comes back and chooses to post. Her seat is outside the zone (the button seat and the seats up to the small blind), so she is dealt in at once: she posts a big blind live, which counts toward her bet, and a small blind dead, which goes to the middle. Her missed-blind button is removed.</source>
      <translation>Flo пропустила оба блайнда, когда отошла. Она возвращается и решает поставить. Её место вне зоны (место баттона и места до малого блайнда), поэтому она сразу получает карты: она ставит большой блайнд живым — он идёт в счёт её ставки — и малый блайнд мёртвым — он уходит в банк. Её маркер пропущенного блайнда снимается.</translation>
    </message>
    <message>
      <source>Flo (6) posts 2 live and 1 dead and plays; her missed-blind button goes. The blinds themselves move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Flo (6) ставит 2 живых и 1 мёртвый и играет; её маркер пропущенного блайнда снимается. Сами блайнды движутся как обычно: баттон 2, малый блайнд 3, большой блайнд 4.</translation>
    </message>
    <message>
      <source>Flo owes nothing any more and plays like everyone else. Button 3, small blind 4, big blind 5.</source>
      <translation>Flo больше ничего не должна и играет, как все. Баттон 3, малый блайнд 4, большой блайнд 5.</translation>
    </message>
    <message>
      <source>Coming back: wait for the big blind instead of making up</source>
      <translation>Возвращение: ждать большого блайнда вместо восполнения</translation>
    </message>
    <message>
      <source>Gus owes both blinds and comes back choosing to wait. He is not dealt in until the big blind reaches him; then he posts only the big blind, and his missed-blind button is removed. Waiting saves him the dead small blind but costs him the hands in between.</source>
      <translation>Gus должен оба блайнда и, вернувшись, решает ждать. Он не получает карты, пока до него не дойдёт большой блайнд; тогда он ставит только большой блайнд, и его маркер пропущенного блайнда снимается. Ожидание избавляет его от мёртвого малого блайнда, но стоит ему раздач, пропущенных до этого.</translation>
    </message>
    <message>
      <source>Gus (7) waits for the big blind: he is not dealt in and keeps his 'both' button. The big blind goes to Flo (6), so Hal (8) acts first.</source>
      <translation>Gus (7) ждёт большого блайнда: он не получает карты и сохраняет маркер пропущенных обоих блайндов. Большой блайнд переходит к Flo (6), поэтому первым действует Hal (8).</translation>
    </message>
    <message>
      <source>The big blind reaches Gus: he posts just the big blind, his button is removed, and he plays.</source>
      <translation>Большой блайнд доходит до Gus: он ставит только большой блайнд, его маркер снимается, и он играет.</translation>
    </message>
    <message>
      <source>Nobody comes in between the button and the small blind</source>
      <translation>Никто не входит в игру между баттоном и малым блайндом</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, but her seat 4 lies between the next button (seat 3) and the next small blind (seat 5): the zone. Nobody enters the game there, because he would get cards without ever paying for the button. She waits until the button has passed her, then makes up her blinds.</source>
      <translation>Di должна оба блайнда и, вернувшись, решает поставить, но её место 4 лежит между следующим баттоном (место 3) и следующим малым блайндом (место 5): это зона. Там никто не вступает в игру, потому что иначе получил бы карты, ни разу не заплатив за баттон. Она ждёт, пока баттон её пройдёт, и затем восполняет блайнды.</translation>
    </message>
    <message>
      <source>The button goes to 3 and the small blind to 5, so seat 4 is in the zone: Di waits and keeps her 'both' button. The big blind goes to Flo (6).</source>
      <translation>Баттон переходит на 3, малый блайнд — на 5, поэтому место 4 в зоне: Di ждёт и сохраняет маркер пропущенных обоих блайндов. Большой блайнд переходит к Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts 2 live and 1 dead and plays.</source>
      <translation>Баттон прошёл место 4: Di ставит 2 живых и 1 мёртвый и играет.</translation>
    </message>
    <message>
      <source>Coming back behind the button</source>
      <translation>Возвращение за баттоном</translation>
    </message>
    <message>
      <source>Flo owes both blinds and chooses to come back behind the button: she lets the blinds and the button pass her seat, then makes up what she owes in the seat just after the button. Until then the big blind skips her, without a new missed-blind button: she is present, not away.</source>
      <translation>Flo должна оба блайнда и решает вернуться за баттоном: она пропускает блайнды и баттон мимо своего места, а затем восполняет долг на месте сразу за баттоном. До тех пор большой блайнд её пропускает, без нового маркера пропущенного блайнда: она присутствует, а не отошла.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips her seat and goes to Gus (7). She is present, so she gets no new button.</source>
      <translation>Flo ждёт, чтобы войти за баттоном: большой блайнд пропускает её место и переходит к Gus (7). Она присутствует, поэтому нового маркера не получает.</translation>
    </message>
    <message>
      <source>The big blind has passed her, but the button has not yet: she waits one more hand.</source>
      <translation>Большой блайнд её прошёл, а баттон ещё нет: она ждёт ещё одну раздачу.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts 2 live and 1 dead behind the button and plays.</source>
      <translation>Баттон проходит место 6 и переходит к Gus: Flo ставит 2 живых и 1 мёртвый за баттоном и играет.</translation>
    </message>
    <message>
      <source>Missed only the small blind: make it up dead</source>
      <translation>Пропущен только малый блайнд: восполнить его мёртвым</translation>
    </message>
    <message>
      <source>Ed steps away after paying the big blind: the small blind lands dead on his seat and he owes a small blind. He comes back just as the button reaches his seat, so he waits one hand in the zone. Then he makes up the small blind: dead, nothing live, because he never missed a big blind.</source>
      <translation>Ed отходит, заплатив большой блайнд: малый блайнд ложится мёртвым на его место, и он должен малый блайнд. Он возвращается как раз тогда, когда баттон доходит до его места, поэтому одну раздачу ждёт в зоне. Затем он восполняет малый блайнд: мёртвым, без живой части, потому что большой блайнд он не пропускал.</translation>
    </message>
    <message>
      <source>The small blind is dead on Ed's seat 5; he gets the 'sb' button.</source>
      <translation>Малый блайнд на месте 5 у Ed мёртвый; Ed получает маркер пропущенного малого блайнда.</translation>
    </message>
    <message>
      <source>Ed is back, but the button is on his seat: he is in the zone and waits, and the button is dead.</source>
      <translation>Ed вернулся, но баттон на его месте: он в зоне и ждёт, а баттон мёртвый.</translation>
    </message>
    <message>
      <source>Outside the zone now, Ed posts 1 dead (no live part) and plays.</source>
      <translation>Теперь Ed вне зоны: он ставит 1 мёртвый (без живой части) и играет.</translation>
    </message>
    <message>
      <source>Pot-limit and no-limit: make up with one big blind</source>
      <translation>Пот-лимит и безлимит: восполнение одним большим блайндом</translation>
    </message>
    <message>
      <source>This no-limit table uses the big-only make-up: a player who missed both blinds posts one big blind, live, and nothing dead. Only a missed small blind alone is still made up as a dead small blind. Hal owes both, Ike owes the small blind; both come back and post.</source>
      <translation>За этим безлимитным столом действует восполнение только большим блайндом: игрок, пропустивший оба блайнда, ставит один большой блайнд живым и ничего мёртвого. Только пропущенный малый блайнд без большого по-прежнему восполняется мёртвым малым блайндом. Hal должен оба, Ike должен малый блайнд; оба возвращаются и ставят.</translation>
    </message>
    <message>
      <source>Hal (8) owed both: one big blind, live, nothing dead. Ike (9) owed only the small blind: 1 dead.</source>
      <translation>Hal (8) был должен оба: один большой блайнд живым, ничего мёртвого. Ike (9) был должен только малый блайнд: 1 мёртвый.</translation>
    </message>
    <message>
      <source>Nobody owes anything any more: button 3, small blind 4, big blind 5.</source>
      <translation>Никто больше ничего не должен: баттон 3, малый блайнд 4, большой блайнд 5.</translation>
    </message>
    <message>
      <source>Back just as the big blind reaches him: only the big blind</source>
      <translation>Вернулся как раз к большому блайнду: только большой блайнд</translation>
    </message>
    <message>
      <source>Di owes both blinds and comes back choosing to post, on the very hand the big blind comes to her seat. She posts the big blind and nothing more: taking the big blind in turn settles her debt, exactly as if she had waited for it.</source>
      <translation>Di должна оба блайнда и, вернувшись, решает поставить — в ту самую раздачу, когда большой блайнд доходит до её места. Она ставит большой блайнд и больше ничего: приняв большой блайнд в свою очередь, она гасит долг точно так же, как если бы дождалась его.</translation>
    </message>
    <message>
      <source>The big blind lands on Di (4): she posts 2, no dead small blind, and her button is removed.</source>
      <translation>Большой блайнд приходится на Di (4): она ставит 2, без мёртвого малого блайнда, и её маркер снимается.</translation>
    </message>
    <message>
      <source>Di played the big blind, so she posts the small blind now: the rotation goes on.</source>
      <translation>Di играла большой блайнд, поэтому теперь ставит малый: ротация продолжается.</translation>
    </message>
    <message>
      <source>Fewer than two players owing nothing: every missed blind is forgiven</source>
      <translation>Игроков без долгов меньше двух: все пропущенные блайнды прощаются</translation>
    </message>
    <message>
      <source>Di and Ed step away and the big blind passes both of them. Then Bob and Cy leave for good. When Di and Ed come back, Ann is the only present player who owes nothing: a game cannot go on on those terms, so every missed-blind button is forgiven and all three play at once.</source>
      <translation>Di и Ed отходят, и большой блайнд минует обоих. Затем Bob и Cy уходят насовсем. Когда Di и Ed возвращаются, Ann — единственный присутствующий игрок без долгов: на таких условиях игра продолжаться не может, поэтому долги по всем маркерам пропущенных блайндов прощаются, и все трое сразу играют.</translation>
    </message>
    <message>
      <source>The big blind skips away Di and Ed and lands on Ann (1): Di and Ed get 'both'. Cy posts the small blind.</source>
      <translation>Большой блайнд пропускает отошедших Di и Ed и попадает к Ann (1): Di и Ed получают маркеры пропущенных обоих блайндов. Cy ставит малый блайнд.</translation>
    </message>
    <message>
      <source>Only Ann owes nothing: every missed blind is forgiven. The button lies on empty seat 3 (dead), Ann posts the small blind, Di the big blind, and Ed acts first.</source>
      <translation>Без долгов только Ann: все пропущенные блайнды прощаются. Баттон на пустом месте 3 (мёртвый), Ann ставит малый блайнд, Di — большой, первым действует Ed.</translation>
    </message>
    <message>
      <source>A new player posts a big blind and plays at once</source>
      <translation>Новый игрок ставит большой блайнд и сразу играет</translation>
    </message>
    <message>
      <source>Gus sits down on empty seat 7 and chooses to post. His seat is outside the zone, so he posts one big blind and is dealt in at once. His post is live: it counts toward his bet and he keeps the option to raise when the action comes back to him.</source>
      <translation>Gus садится на пустое место 7 и решает поставить. Его место вне зоны, поэтому он ставит один большой блайнд и сразу получает карты. Его взнос живой: он идёт в счёт его ставки, и когда действие вернётся к нему, у него остаётся право повысить.</translation>
    </message>
    <message>
      <source>Gus (7) posts 2, live, and plays; the blinds move as usual: button 2, small blind 3, big blind 4.</source>
      <translation>Gus (7) ставит 2 живых и играет; блайнды движутся как обычно: баттон 2, малый блайнд 3, большой блайнд 4.</translation>
    </message>
    <message>
      <source>Gus owes nothing any more: he plays without posting until the blinds reach him.</source>
      <translation>Gus больше ничего не должен: он играет без поста, пока до него не дойдут блайнды.</translation>
    </message>
    <message>
      <source>A new player waits for the big blind</source>
      <translation>Новый игрок ждёт большого блайнда</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to wait for the big blind rather than post now. She is not dealt in until the big blind reaches her; then she posts it like anyone else and plays.</source>
      <translation>Flo садится на место 6 и решает не ставить сейчас, а ждать большого блайнда. Она не получает карты, пока до неё не дойдёт большой блайнд; тогда она ставит его, как все, и играет.</translation>
    </message>
    <message>
      <source>Flo (6) waits: the big blind goes to Ed (5), so she gets no cards this hand.</source>
      <translation>Flo (6) ждёт: большой блайнд переходит к Ed (5), поэтому в этой раздаче она карт не получает.</translation>
    </message>
    <message>
      <source>The big blind reaches Flo: she posts it and plays.</source>
      <translation>Большой блайнд доходит до Flo: она ставит его и играет.</translation>
    </message>
    <message>
      <source>A new player in the zone waits for the button to pass</source>
      <translation>Новый игрок в зоне ждёт, пока пройдёт баттон</translation>
    </message>
    <message>
      <source>Di sits down on seat 4, between the next button (seat 3) and the next small blind (seat 5). Even though she wants to post, she may not come in there: she waits one hand, and once the button has passed her seat she posts her big blind and plays.</source>
      <translation>Di садится на место 4, между следующим баттоном (место 3) и следующим малым блайндом (место 5). Хотя она хочет поставить, войти в игру там она не может: она ждёт одну раздачу, а когда баттон пройдёт её место, ставит большой блайнд и играет.</translation>
    </message>
    <message>
      <source>Seat 4 is in the zone (button 3, small blind 5): Di waits.</source>
      <translation>Место 4 в зоне (баттон 3, малый блайнд 5): Di ждёт.</translation>
    </message>
    <message>
      <source>The button has passed seat 4: Di posts one big blind and plays.</source>
      <translation>Баттон прошёл место 4: Di ставит один большой блайнд и играет.</translation>
    </message>
    <message>
      <source>A new player comes in behind the button</source>
      <translation>Новый игрок входит за баттоном</translation>
    </message>
    <message>
      <source>Flo sits down on seat 6 and chooses to come in behind the button. She lets the big blind pass her, then waits for the button to move past her seat, and posts her big blind there, in the seat just after the button. The big blind skips her seat meanwhile.</source>
      <translation>Flo садится на место 6 и решает войти за баттоном. Она пропускает мимо себя большой блайнд, затем ждёт, пока баттон пройдёт её место, и ставит большой блайнд там, на месте сразу за баттоном. Тем временем большой блайнд пропускает её место.</translation>
    </message>
    <message>
      <source>Flo waits behind: the big blind skips seat 6 and goes to Gus (7).</source>
      <translation>Flo ждёт, чтобы войти за баттоном: большой блайнд пропускает место 6 и переходит к Gus (7).</translation>
    </message>
    <message>
      <source>The big blind has passed her but the button has not: she waits one more hand.</source>
      <translation>Большой блайнд её прошёл, а баттон нет: она ждёт ещё одну раздачу.</translation>
    </message>
    <message>
      <source>The button moves past seat 6 to Gus: Flo posts one big blind behind the button and plays.</source>
      <translation>Баттон проходит место 6 и переходит к Gus: Flo ставит один большой блайнд за баттоном и играет.</translation>
    </message>
    <message>
      <source>Lowball house rule: a new player posts twice the big blind</source>
      <translation>Правило заведения для лоубола: новый игрок ставит двойной большой блайнд</translation>
    </message>
    <message>
      <source>At this lowball table a new player who wants to play at once posts twice the big blind, live. Ed sits on seat 5 and posts 8 with blinds of 2 and 4. The next hand the big blind reaches him anyway.</source>
      <translation>За этим столом лоубола новый игрок, который хочет сразу играть, ставит двойной большой блайнд живым. Ed садится на место 5 и ставит 8 при блайндах 2 и 4. В следующей раздаче до него в любом случае доходит большой блайнд.</translation>
    </message>
    <message>
      <source>Ed (5) posts twice the big blind, 8, live, and plays.</source>
      <translation>Ed (5) ставит двойной большой блайнд, 8 живых, и играет.</translation>
    </message>
    <message>
      <source>The big blind reaches Ed: he posts 4 like anyone else.</source>
      <translation>Большой блайнд доходит до Ed: он ставит 4, как все.</translation>
    </message>
    <message>
      <source>A new game: the draw for the button, and players who join early</source>
      <translation>Новая игра: жребий на баттон и игроки, севшие рано</translation>
    </message>
    <message>
      <source>A new game starts: Cy drew the button on seat 3. Everybody seated is dealt in without posting except the two blinds after the button. A player who sits down before any blind has passed his seat plays without posting: his blinds come to him in turn.</source>
      <translation>Начинается новая игра: Cy вытянул баттон на месте 3. Все сидящие получают карты без поста, кроме двух блайндов после баттона. Игрок, севший до того, как его место прошёл хоть один блайнд, играет без поста: блайнды дойдут до него в свою очередь.</translation>
    </message>
    <message>
      <source>The button is where the draw put it, on Cy (3); Di and Ed post the blinds; nobody else posts.</source>
      <translation>Баттон там, куда его определил жребий, у Cy (3); блайнды ставят Di и Ed; больше никто не ставит.</translation>
    </message>
    <message>
      <source>Ike sits on seat 9, which no blind has passed yet: he plays at once without posting.</source>
      <translation>Ike садится на место 9, которое ещё не прошёл ни один блайнд: он сразу играет без поста.</translation>
    </message>
    <message>
      <source>Gus sits on seat 7, which no blind has passed either, and the big blind comes to him right away: he posts it like anyone else.</source>
      <translation>Gus садится на место 7, которое тоже не прошёл ни один блайнд, и большой блайнд сразу доходит до него: он ставит его, как все.</translation>
    </message>
    <message>
      <source>Short-handed house rule: a free hand for newcomers</source>
      <translation>Правило заведения для неполного стола: бесплатная раздача для новых игроков</translation>
    </message>
    <message>
      <source>This table gives a free hand to a new player while five or fewer were dealt in the hand before. Ann and Ed join free; once six have played, Cy must post a big blind like any new player.</source>
      <translation>За этим столом новый игрок получает бесплатную раздачу, пока в предыдущей раздаче карты получали пять игроков или меньше. Ann и Ed входят бесплатно; когда сыграли уже шестеро, Cy должен поставить большой блайнд, как любой новый игрок.</translation>
    </message>
    <message>
      <source>Four were dealt in last hand: Ann (1) plays free.</source>
      <translation>В прошлой раздаче карты получали четверо: Ann (1) играет бесплатно.</translation>
    </message>
    <message>
      <source>Five were dealt in: Ed (5) plays free too.</source>
      <translation>Карты получали пятеро: Ed (5) тоже играет бесплатно.</translation>
    </message>
    <message>
      <source>Six were dealt in: Cy (3) posts a big blind to play.</source>
      <translation>Карты получали шестеро: Cy (3) ставит большой блайнд, чтобы играть.</translation>
    </message>
    <message>
      <source>Bust and rebuy: a rebuy is not a new player</source>
      <translation>Проигрыш всех фишек и ребай: после ребая игрок не считается новым</translation>
    </message>
    <message>
      <source>Flo loses all her chips on seat 6 just before her big blind. A busted player counts as away, so the big blind passes her and she owes both blinds. When she rebuys she is not a new player: she makes up what she missed, once the button has passed her seat.</source>
      <translation>Flo теряет все фишки на месте 6 прямо перед своим большим блайндом. Игрок, проигравший все фишки, считается отошедшим, поэтому большой блайнд её минует, и она должна оба блайнда. Сделав ребай, она не становится новым игроком: она восполняет пропущенное, как только баттон пройдёт её место.</translation>
    </message>
    <message>
      <source>Flo is busted: the big blind skips her to Ann (1) and she gets 'both'.</source>
      <translation>Flo проиграла все фишки: большой блайнд пропускает её и переходит к Ann (1), а Flo получает маркер пропущенных обоих блайндов.</translation>
    </message>
    <message>
      <source>Flo rebuys, but seat 6 is in the zone (button 5, small blind 1): she waits.</source>
      <translation>Flo делает ребай, но место 6 в зоне (баттон 5, малый блайнд 1): она ждёт.</translation>
    </message>
    <message>
      <source>Outside the zone, Flo makes up both blinds: 2 live, 1 dead. A rebuy pays what she missed, not a new player's post.</source>
      <translation>Вне зоны Flo восполняет оба блайнда: 2 живых, 1 мёртвый. После ребая игрок платит пропущенное, а не ставку нового игрока.</translation>
    </message>
    <message>
      <source>Heads-up: the button posts the small blind and acts first</source>
      <translation>Хедз-ап: баттон ставит малый блайнд и действует первым</translation>
    </message>
    <message>
      <source>Ann leaves a three-handed game and only Cy and Ed remain. With two players the button posts the small blind and acts first before the flop. The big blind goes to the player after last hand's big blind, so nobody pays the big blind twice in a row.</source>
      <translation>Ann уходит из игры втроём, и остаются только Cy и Ed. При двух игроках баттон ставит малый блайнд и действует первым до флопа. Большой блайнд переходит к игроку после большого блайнда прошлой раздачи, поэтому никто не платит большой блайнд дважды подряд.</translation>
    </message>
    <message>
      <source>Ed paid the big blind last hand, so Cy (3) takes it now; Ed has the button, posts the small blind and acts first.</source>
      <translation>Ed платил большой блайнд в прошлой раздаче, поэтому теперь его берёт Cy (3); у Ed баттон, он ставит малый блайнд и действует первым.</translation>
    </message>
    <message>
      <source>They swap: Ed (5) takes the big blind, Cy has the button and the small blind and acts first.</source>
      <translation>Они меняются: Ed (5) берёт большой блайнд, у Cy баттон и малый блайнд, и он действует первым.</translation>
    </message>
    <message>
      <source>From heads-up back to three players</source>
      <translation>От хедз-апа снова к трём игрокам</translation>
    </message>
    <message>
      <source>Di and Ed play heads-up: last hand Ed had the button and the small blind on seat 5, Di the big blind on seat 4. Cy sits down on seat 3 and wants to post. From the heads-up hand the next zone runs from seat 5 round to seat 4, which covers seat 3, so Di and Ed play one more hand heads-up. The hand after, the positions go on by the dead button rule and the big blind reaches Cy.</source>
      <translation>Di и Ed играют хедз-ап: в прошлой раздаче у Ed были баттон и малый блайнд на месте 5, у Di — большой блайнд на месте 4. Cy садится на место 3 и хочет поставить. После раздачи хедз-ап следующая зона идёт от места 5 по кругу до места 4 и захватывает место 3, поэтому Di и Ed играют ещё одну раздачу хедз-ап. В раздаче после неё позиции продолжаются по правилу мёртвого баттона, и большой блайнд доходит до Cy.</translation>
    </message>
    <message>
      <source>Seat 3 is still in the zone: Cy waits. Heads-up again: Ed takes the big blind, Di the button and the small blind, and Di acts first.</source>
      <translation>Место 3 всё ещё в зоне: Cy ждёт. Снова хедз-ап: Ed берёт большой блайнд, Di — баттон и малый блайнд, и Di действует первой.</translation>
    </message>
    <message>
      <source>Three players: button Di (4), small blind Ed (5), who played the big blind, and the big blind on Cy (3): his entry is just the big blind.</source>
      <translation>Три игрока: баттон Di (4), малый блайнд Ed (5), который играл большой блайнд, и большой блайнд у Cy (3): его вход — просто большой блайнд.</translation>
    </message>
    <message>
      <source>Simplified button: the big blind leaves, nobody posts twice</source>
      <translation>Упрощённый баттон: уходит большой блайнд, никто не ставит дважды</translation>
    </message>
    <message>
      <source>This table plays the simplified button: the button always moves to the next active player, the small blind to the player after it, the big blind to the next player after that. When Ed leaves after paying the big blind there is no dead small blind: Flo posts the small blind and Gus the big blind. Flo skips a big blind, which this rule accepts.</source>
      <translation>За этим столом играют с упрощённым баттоном: баттон всегда переходит к следующему активному игроку, малый блайнд — к игроку после него, большой блайнд — к следующему игроку за ним. Когда Ed уходит, заплатив большой блайнд, мёртвого малого блайнда нет: Flo ставит малый блайнд, Gus — большой. Flo пропускает большой блайнд, и это правило такое допускает.</translation>
    </message>
    <message>
      <source>Button Di (4), the next active player; small blind Flo (6), since seat 5 is empty; big blind Gus (7). Nothing is dead.</source>
      <translation>Баттон Di (4), следующий активный игрок; малый блайнд Flo (6), так как место 5 пустое; большой блайнд Gus (7). Ничего мёртвого нет.</translation>
    </message>
    <message>
      <source>Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Баттон Flo, малый блайнд Gus, большой блайнд Hal.</translation>
    </message>
    <message>
      <source>Simplified button: an away player is passed by the button</source>
      <translation>Упрощённый баттон: баттон минует отошедшего игрока</translation>
    </message>
    <message>
      <source>Di steps away just when the button is due on her seat. Under the simplified button the button never lies on an absent player: it moves on to Ed. Passing the button costs Di nothing, since only the blinds give missed-blind buttons.</source>
      <translation>Di отходит как раз тогда, когда баттон должен прийти на её место. При упрощённом баттоне баттон никогда не лежит у отсутствующего игрока: он переходит дальше, к Ed. Пропуск баттона ничего Di не стоит, потому что маркеры пропущенного блайнда дают только за блайнды.</translation>
    </message>
    <message>
      <source>The button skips away Di and goes to Ed (5); Flo posts the small blind, Gus the big blind. Di gets no missed-blind button.</source>
      <translation>Баттон пропускает отошедшую Di и переходит к Ed (5); Flo ставит малый блайнд, Gus — большой. Di не получает маркер пропущенного блайнда.</translation>
    </message>
    <message>
      <source>Di is back and owes nothing: she plays. Button Flo, small blind Gus, big blind Hal.</source>
      <translation>Di вернулась и ничего не должна: она играет. Баттон Flo, малый блайнд Gus, большой блайнд Hal.</translation>
    </message>
    <message>
      <source>Simplified button: a missed small blind and a missed big blind</source>
      <translation>Упрощённый баттон: пропущенный малый и пропущенный большой блайнд</translation>
    </message>
    <message>
      <source>Cy and Ed step away together. The small blind passes Cy, who gets an 'sb' button; the big blind passes Ed, who gets a 'bb' button (under the simplified button a player can owe the big blind alone). Both come back and post, but Ed's seat lies in the zone of the next hand, so he waits one hand before making up his big blind.</source>
      <translation>Cy и Ed отходят одновременно. Малый блайнд минует Cy, и он получает маркер пропущенного малого блайнда; большой блайнд минует Ed, и он получает маркер пропущенного большого блайнда (при упрощённом баттоне игрок может быть должен только большой блайнд). Оба возвращаются и ставят, но место Ed лежит в зоне следующей раздачи, поэтому он ждёт одну раздачу, прежде чем восполнить большой блайнд.</translation>
    </message>
    <message>
      <source>Small blind Di (4), past away Cy, who gets 'sb'; big blind Flo (6), past away Ed, who gets 'bb'.</source>
      <translation>Малый блайнд Di (4), минуя отошедшего Cy, который получает маркер пропущенного малого блайнда; большой блайнд Flo (6), минуя отошедшего Ed, который получает маркер пропущенного большого блайнда.</translation>
    </message>
    <message>
      <source>Cy posts his missed small blind dead and plays. Ed's seat 5 is in the zone (button 4, small blind 6): he waits.</source>
      <translation>Cy ставит пропущенный малый блайнд мёртвым и играет. Место 5 у Ed в зоне (баттон 4, малый блайнд 6): он ждёт.</translation>
    </message>
    <message>
      <source>Ed is outside the zone now: he posts his missed big blind, live, and plays.</source>
      <translation>Теперь Ed вне зоны: он ставит пропущенный большой блайнд живым и играет.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind leaves</source>
      <translation>Без мёртвого баттона: уходит игрок, чья очередь на большой блайнд</translation>
    </message>
    <message>
      <source>This table plays Caro &amp; Cooke's 'no dead button' rule: the button always moves to a player. Flo, due the big blind next, leaves. Nothing special happens: the button moves as usual, the player to her left posts the big blind, the player to her right the small blind.</source>
      <translation>За этим столом действует правило Caro &amp; Cooke «без мёртвого баттона»: баттон всегда переходит к игроку. Flo, чья очередь на большой блайнд, уходит. Ничего особенного не происходит: баттон движется как обычно, игрок слева от неё ставит большой блайнд, игрок справа — малый.</translation>
    </message>
    <message>
      <source>Button Di (4), small blind Ed (5), and the big blind to Gus (7), the next player after Flo's empty seat.</source>
      <translation>Баттон Di (4), малый блайнд Ed (5), а большой блайнд — к Gus (7), следующему игроку после пустого места Flo.</translation>
    </message>
    <message>
      <source>Plain rotation: button Ed, small blind Gus, big blind Hal.</source>
      <translation>Обычная ротация: баттон Ed, малый блайнд Gus, большой блайнд Hal.</translation>
    </message>
    <message>
      <source>No dead button: the player due the big blind steps away</source>
      <translation>Без мёртвого баттона: отходит игрок, чья очередь на большой блайнд</translation>
    </message>
    <message>
      <source>Flo, due the big blind, steps away instead of leaving. The blinds move as in the last lesson, and Flo gets a missed-blind button for both blinds: under Caro &amp; Cooke a player never owes the big blind alone. She comes back wanting to wait for the big blind, but her seat is in the next zone, so she waits in any case.</source>
      <translation>Flo, чья очередь на большой блайнд, не уходит, а отходит. Блайнды движутся как в прошлом уроке, и Flo получает маркер пропущенных обоих блайндов: по Caro &amp; Cooke игрок никогда не бывает должен один большой блайнд. Она возвращается и хочет ждать большого блайнда, но её место в следующей зоне, так что ждать ей приходится в любом случае.</translation>
    </message>
    <message>
      <source>The big blind passes away Flo and goes to Gus (7): Flo gets 'both'.</source>
      <translation>Большой блайнд пропускает отошедшую Flo и переходит к Gus (7): Flo получает маркер пропущенных обоих блайндов.</translation>
    </message>
    <message>
      <source>Flo is back, but seat 6 lies between the button (5) and the small blind (7): she waits, still owing both.</source>
      <translation>Flo вернулась, но место 6 лежит между баттоном (5) и малым блайндом (7): она ждёт и по-прежнему должна оба блайнда.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind leaves</source>
      <translation>Без мёртвого баттона: уходит игрок, чья очередь на малый блайнд</translation>
    </message>
    <message>
      <source>Ann paid the big blind on seat 1 and leaves. The button moves as usual to Gus, and the small blind is dead on Ann's empty seat; Bob posts the big blind. Next hand the button moves through the empty seat to Bob, who posts a small blind on the button, and Cy posts the big blind. Then the rotation is plain again. The player after the button skips a small blind that round: Caro &amp; Cooke accept that discount.</source>
      <translation>Ann заплатила большой блайнд на месте 1 и уходит. Баттон, как обычно, переходит к Gus, а малый блайнд мёртвый на пустом месте Ann; Bob ставит большой блайнд. В следующей раздаче баттон проходит через пустое место к Bob, который ставит малый блайнд на баттоне, а Cy ставит большой блайнд. Затем ротация снова обычная. Игрок после баттона в этом круге пропускает малый блайнд: Caro &amp; Cooke допускают такую скидку.</translation>
    </message>
    <message>
      <source>Button Gus (7); the small blind is dead on empty seat 1; Bob (2) posts the big blind.</source>
      <translation>Баттон Gus (7); малый блайнд мёртвый на пустом месте 1; Bob (2) ставит большой блайнд.</translation>
    </message>
    <message>
      <source>The button moves through seat 1 to Bob, who posts a small blind on the button; Cy (3) posts the big blind.</source>
      <translation>Баттон проходит через место 1 к Bob, который ставит малый блайнд на баттоне; Cy (3) ставит большой блайнд.</translation>
    </message>
    <message>
      <source>Plain rotation again: button Cy, small blind Di, big blind Ed.</source>
      <translation>Снова обычная ротация: баттон Cy, малый блайнд Di, большой блайнд Ed.</translation>
    </message>
    <message>
      <source>No dead button: the player due the small blind steps away</source>
      <translation>Без мёртвого баттона: отходит игрок, чья очередь на малый блайнд</translation>
    </message>
    <message>
      <source>Ed paid the big blind on seat 5 and steps away. As when a player leaves, the small blind is dead on his seat, and since he only stepped away he gets an 'sb' button. Next hand the button moves through his seat to Flo, who posts a small blind on the button. When Ed comes back outside the zone he makes up his small blind, dead.</source>
      <translation>Ed заплатил большой блайнд на месте 5 и отходит. Как и при уходе игрока, малый блайнд мёртвый на его месте, а поскольку Ed только отошёл, он получает маркер пропущенного малого блайнда. В следующей раздаче баттон проходит через его место к Flo, которая ставит малый блайнд на баттоне. Когда Ed возвращается вне зоны, он восполняет малый блайнд мёртвым.</translation>
    </message>
    <message>
      <source>Button Di (4); dead small blind on away Ed's seat 5, and Ed gets 'sb'; big blind Flo (6).</source>
      <translation>Баттон Di (4); мёртвый малый блайнд на месте 5 отошедшего Ed, и Ed получает маркер пропущенного малого блайнда; большой блайнд Flo (6).</translation>
    </message>
    <message>
      <source>The button moves through seat 5 to Flo, who posts a small blind on the button; Gus posts the big blind.</source>
      <translation>Баттон проходит через место 5 к Flo, которая ставит малый блайнд на баттоне; Gus ставит большой блайнд.</translation>
    </message>
    <message>
      <source>Ed is back outside the zone: he posts 1 dead and plays; plain rotation, button Gus.</source>
      <translation>Ed вернулся вне зоны: он ставит 1 мёртвый и играет; обычная ротация, баттон у Gus.</translation>
    </message>
    <message>
      <source>No dead button: the player due the button leaves</source>
      <translation>Без мёртвого баттона: уходит игрок, чья очередь на баттон</translation>
    </message>
    <message>
      <source>Cy paid the small blind on seat 3 and leaves, so nobody can take the button he was due. The button moves through his seat to Di, last hand's big blind, who posts a small blind on the button; Ed and Flo both post a big blind. Next hand Ed has the button and posts a small blind, Flo posts a small blind too, and Gus the big blind. Then the rotation is plain again.</source>
      <translation>Cy заплатил малый блайнд на месте 3 и уходит, поэтому баттон, который полагался ему, взять некому. Баттон проходит через его место к Di, большому блайнду прошлой раздачи, и она ставит малый блайнд на баттоне; Ed и Flo оба ставят большой блайнд. В следующей раздаче баттон у Ed, и он ставит малый блайнд, Flo тоже ставит малый блайнд, а Gus — большой. Затем ротация снова обычная.</translation>
    </message>
    <message>
      <source>Button Di (4) with a small blind on the button; two big blinds, Ed (5) and Flo (6); Gus, after the second big blind, acts first.</source>
      <translation>Баттон Di (4) с малым блайндом на баттоне; два больших блайнда, Ed (5) и Flo (6); Gus, сидящий после второго большого блайнда, действует первым.</translation>
    </message>
    <message>
      <source>Button Ed with a small blind, Flo a small blind, Gus the big blind.</source>
      <translation>Баттон Ed с малым блайндом, Flo — малый блайнд, Gus — большой блайнд.</translation>
    </message>
    <message>
      <source>Plain rotation: button Flo, small blind Gus, big blind Hal.</source>
      <translation>Обычная ротация: баттон Flo, малый блайнд Gus, большой блайнд Hal.</translation>
    </message>
    <message>
      <source>Seat change toward the blinds: play at once, free</source>
      <translation>Пересадка ближе к блайндам: сразу играть, бесплатно</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 5. Counting players, the big blind needed four hands to reach him on seat 8 and needs only two on seat 5: he moves toward the blinds (k = -2). A player who moves toward the blinds gains nothing, so he plays at once without posting, whatever he chose.</source>
      <translation>Hal пересаживается с места 8 на пустое место 5. Если считать игроков, на место 8 большой блайнд пришёл бы через четыре раздачи, а на место 5 — всего через две: он пересаживается ближе к блайндам (k = -2). Игрок, пересевший ближе к блайндам, ничего не выигрывает, поэтому он сразу играет без поста, что бы он ни выбрал.</translation>
    </message>
    <message>
      <source>Hal plays at once on seat 5 without posting; the big blind goes to Di (4) and Hal acts first.</source>
      <translation>Hal сразу играет на месте 5 без поста; большой блайнд переходит к Di (4), и Hal действует первым.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Hal posts it.</source>
      <translation>Большой блайнд в свою очередь доходит до места 5: Hal ставит его.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: wait the hands you gained</source>
      <translation>Пересадка дальше от блайндов: переждать выигранные раздачи</translation>
    </message>
    <message>
      <source>Ed moves from seat 5 to empty seat 9, past Flo and Gus: the big blind now needs two more hands to reach him (k = 2). Moving away from the blinds would give him free hands, so he sits out two hands. Then he plays, and the big blind reaches him after the same one free hand he would have had on seat 5.</source>
      <translation>Ed пересаживается с места 5 на пустое место 9, мимо Flo и Gus: теперь большому блайнду нужно на две раздачи больше, чтобы дойти до него (k = 2). Пересадка дальше от блайндов дала бы ему бесплатные раздачи, поэтому он пропускает две раздачи. Затем он играет, и большой блайнд доходит до него после той же одной бесплатной раздачи, которая была бы у него на месте 5.</translation>
    </message>
    <message>
      <source>Ed waits on seat 9 (first of two hands).</source>
      <translation>Ed ждёт на месте 9 (первая из двух раздач).</translation>
    </message>
    <message>
      <source>Ed waits again (second hand).</source>
      <translation>Ed снова ждёт (вторая раздача).</translation>
    </message>
    <message>
      <source>Ed has waited two hands: he plays without posting.</source>
      <translation>Ed прождал две раздачи: он играет без поста.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 9: Ed posts it.</source>
      <translation>Большой блайнд доходит до места 9: Ed ставит его.</translation>
    </message>
    <message>
      <source>Seat change away from the blinds: post a big blind to play at once</source>
      <translation>Пересадка дальше от блайндов: поставить большой блайнд, чтобы сразу играть</translation>
    </message>
    <message>
      <source>Hal moves from seat 8 to empty seat 3, further from the blinds (k = 2). Rather than sit out two hands he chooses to post: one big blind, live, and he plays at once.</source>
      <translation>Hal пересаживается с места 8 на пустое место 3, дальше от блайндов (k = 2). Вместо того чтобы пропустить две раздачи, он решает поставить: один большой блайнд живым — и сразу играет.</translation>
    </message>
    <message>
      <source>Hal posts one big blind on seat 3 and plays; the big blind itself goes to Ann (1), the next player after empty seats 7 and 8.</source>
      <translation>Hal ставит один большой блайнд на месте 3 и играет; сам большой блайнд переходит к Ann (1), следующему игроку после пустых мест 7 и 8.</translation>
    </message>
    <message>
      <source>Hal owes nothing any more; plain rotation.</source>
      <translation>Hal больше ничего не должен; обычная ротация.</translation>
    </message>
    <message>
      <source>Las Vegas house rule: moving past two players is free</source>
      <translation>Правило заведения Лас-Вегаса: пересадка через двух игроков бесплатна</translation>
    </message>
    <message>
      <source>This table uses the two-players seat-change rule. Ed moves from seat 5 to seat 8, past Flo and Gus (k = 2): free, he plays at once. Then Di moves from seat 4 to seat 9, past three players (k = 3): that costs a big blind, which she posts to play at once.</source>
      <translation>За этим столом действует правило пересадки через двух игроков. Ed пересаживается с места 5 на место 8, мимо Flo и Gus (k = 2): бесплатно, он сразу играет. Затем Di пересаживается с места 4 на место 9, мимо трёх игроков (k = 3): это стоит большого блайнда, который она ставит, чтобы сразу играть.</translation>
    </message>
    <message>
      <source>Ed (8) plays free; Di (9) posts one big blind and plays. The big blind itself goes to Flo (6), the next player after empty seats 4 and 5.</source>
      <translation>Ed (8) играет бесплатно; Di (9) ставит один большой блайнд и играет. Сам большой блайнд переходит к Flo (6), следующему игроку после пустых мест 4 и 5.</translation>
    </message>
    <message>
      <source>Nobody owes anything: plain rotation.</source>
      <translation>Никто ничего не должен: обычная ротация.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the big blind</source>
      <translation>Пересадка на место, чья очередь на большой блайнд</translation>
    </message>
    <message>
      <source>Seat 4 is empty and comes right after last hand's big blind, so whoever sits there is due the big blind next. Gus moves there from seat 7: he plays at once in the big blind.</source>
      <translation>Место 4 пустое и идёт сразу после большого блайнда прошлой раздачи, так что тот, кто туда сядет, следующим ставит большой блайнд. Gus пересаживается туда с места 7: он сразу играет на большом блайнде.</translation>
    </message>
    <message>
      <source>Gus (4) posts the big blind and plays; Ed (5) acts first.</source>
      <translation>Gus (4) ставит большой блайнд и играет; первым действует Ed (5).</translation>
    </message>
    <message>
      <source>Gus played the big blind, so he posts the small blind now.</source>
      <translation>Gus играл большой блайнд, поэтому теперь ставит малый.</translation>
    </message>
    <message>
      <source>Seat change into the seat due the button</source>
      <translation>Пересадка на место, чья очередь на баттон</translation>
    </message>
    <message>
      <source>Ed leaves seat 5, which is due the button next hand. Bob moves there from seat 2, further from the blinds. Nobody is dealt in on the button seat before the button has passed: Bob sits out the button hand (the button is dead), then posts a big blind behind the button and plays.</source>
      <translation>Ed освобождает место 5, которому в следующей раздаче полагается баттон. Bob пересаживается туда с места 2, дальше от блайндов. На месте баттона никто не получает карты, пока баттон не пройдёт: Bob пропускает раздачу на баттоне (баттон мёртвый), затем ставит большой блайнд за баттоном и играет.</translation>
    </message>
    <message>
      <source>The button is on seat 5 and dead, because Bob may not come in there yet: he waits.</source>
      <translation>Баттон на месте 5 и мёртвый, потому что Bob ещё не может там войти в игру: он ждёт.</translation>
    </message>
    <message>
      <source>The button has passed: Bob posts one big blind on seat 5 and plays.</source>
      <translation>Баттон прошёл: Bob ставит один большой блайнд на месте 5 и играет.</translation>
    </message>
    <message>
      <source>Debts move with the player</source>
      <translation>Долги переходят вместе с игроком</translation>
    </message>
    <message>
      <source>Gus owes both blinds. He comes back, chooses to post, and asks to move from seat 7 to empty seat 5, nearer the blinds (k = -1). The seat change itself costs nothing, but his missed-blind button moves with him: on seat 5 he makes up both blinds, the big blind live and the small blind dead.</source>
      <translation>Gus должен оба блайнда. Он возвращается, решает поставить и просит пересадить его с места 7 на пустое место 5, ближе к блайндам (k = -1). Сама пересадка ничего не стоит, но маркер пропущенного блайнда переходит вместе с ним: на месте 5 он восполняет оба блайнда, большой живым, малый мёртвым.</translation>
    </message>
    <message>
      <source>The move is free, but the debt is not: Gus posts 2 live and 1 dead on seat 5 and plays; he acts first, left of the big blind.</source>
      <translation>Пересадка бесплатна, а долг — нет: Gus ставит 2 живых и 1 мёртвый на месте 5 и играет; он действует первым, слева от большого блайнда.</translation>
    </message>
    <message>
      <source>The big blind reaches seat 5 in turn: Gus posts it.</source>
      <translation>Большой блайнд в свою очередь доходит до места 5: Gus ставит его.</translation>
    </message>
    <message>
      <source>Dealing off: move after your button hand, never pay for it</source>
      <translation>Уход с баттона: пересаживайтесь после своей раздачи на баттоне и никогда за это не платите</translation>
    </message>
    <message>
      <source>Ann wants seat 3, but she is due the button: nobody moves off the button seat on his button hand. She takes her button first, then moves. Seat 3 lies in the next zone, so she sits out one hand; then she comes back in behind the button without posting, because a player who deals off is never charged.</source>
      <translation>Ann хочет на место 3, но её очередь на баттон: никто не пересаживается с места баттона в свою раздачу на баттоне. Сначала она получает свой баттон, затем пересаживается. Место 3 лежит в следующей зоне, поэтому она пропускает одну раздачу, а затем входит в игру за баттоном без поста, потому что с игрока, ушедшего с баттона, никогда ничего не берут.</translation>
    </message>
    <message>
      <source>Ann takes the button on seat 1 before she moves; Bob and Di post the blinds.</source>
      <translation>Ann получает баттон на месте 1 до пересадки; блайнды ставят Bob и Di.</translation>
    </message>
    <message>
      <source>Ann has moved to seat 3, in the zone (button 2, small blind 4): she waits.</source>
      <translation>Ann пересела на место 3, в зону (баттон 2, малый блайнд 4): она ждёт.</translation>
    </message>
    <message>
      <source>The button has passed seat 3: Ann comes back in behind it without posting.</source>
      <translation>Баттон прошёл место 3: Ann входит в игру за ним без поста.</translation>
    </message>
    <message>
      <source>Event: the small blind is eliminated, the button is dead</source>
      <translation>Турнир: малый блайнд выбыл, баттон мёртвый</translation>
    </message>
    <message>
      <source>Every event deals with the dead button. Cy, last hand's small blind on seat 3, is eliminated. The big blind still moves one player, the small blind goes on last hand's big-blind seat and the button on last hand's small-blind seat: seat 3, where nobody sits now.</source>
      <translation>Любой турнир идёт по правилу мёртвого баттона. Cy, малый блайнд прошлой раздачи на месте 3, выбывает. Большой блайнд всё так же сдвигается на одного игрока, малый блайнд ложится на место прошлого большого блайнда, а баттон — на место прошлого малого блайнда: место 3, где теперь никто не сидит.</translation>
    </message>
    <message>
      <source>Big blind Ed (5), small blind Di (4); the button lies dead on empty seat 3. Flo (6) acts first.</source>
      <translation>Большой блайнд Ed (5), малый блайнд Di (4); баттон лежит мёртвым на пустом месте 3. Flo (6) ходит первым.</translation>
    </message>
    <message>
      <source>Normal again: button Di (4), small blind Ed (5), big blind Flo (6).</source>
      <translation>Снова как обычно: баттон Di (4), малый блайнд Ed (5), большой блайнд Flo (6).</translation>
    </message>
    <message>
      <source>Event: the big blind is eliminated, a dead small blind, then a dead button</source>
      <translation>Турнир: большой блайнд выбыл — мёртвый малый блайнд, затем мёртвый баттон</translation>
    </message>
    <message>
      <source>Di, last hand's big blind on seat 4, is eliminated. Nobody posts for an open seat: the small blind lies dead on his seat, and next hand the button lies dead there.</source>
      <translation>Di, большой блайнд прошлой раздачи на месте 4, выбывает. За свободное место никто не ставит: малый блайнд лежит мёртвым на его месте, а в следующей раздаче там лежит мёртвый баттон.</translation>
    </message>
    <message>
      <source>Big blind Ed (5); the small blind is dead on empty seat 4, nobody posts it; the button is on Cy (3). Flo (6) acts first.</source>
      <translation>Большой блайнд Ed (5); малый блайнд мёртвый на пустом месте 4, его никто не ставит; баттон у Cy (3). Flo (6) ходит первым.</translation>
    </message>
    <message>
      <source>The button lies dead on seat 4; Ed (5) posts the small blind, Flo (6) the big blind.</source>
      <translation>Баттон лежит мёртвым на месте 4; Ed (5) ставит малый блайнд, Flo (6) — большой.</translation>
    </message>
    <message>
      <source>Event: an absent player is dealt in and blinded off</source>
      <translation>Турнир: отсутствующий игрок получает карты и платит блайнды</translation>
    </message>
    <message>
      <source>Gus (7) is not at his seat. At an event an absent player is still dealt in and his blinds and antes are posted from his stack; nobody waits for him and he gets no missed-blind button. This level has a big-blind ante.</source>
      <translation>Gus (7) не на своём месте. На турнире отсутствующий игрок всё равно получает карты, а его блайнды и анте ставятся из его стека; его никто не ждёт, и маркера пропущенного блайнда он не получает. На этом уровне анте большого блайнда.</translation>
    </message>
    <message>
      <source>Gus (7) is the big blind though absent: 600 live and the 600 ante dead, from his stack, and he is dealt in. Flo (6) posts the small blind.</source>
      <translation>Gus (7) — большой блайнд, хотя и отсутствует: 600 живых и анте 600 мёртвых из его стека, и он получает карты. Flo (6) ставит малый блайнд.</translation>
    </message>
    <message>
      <source>Gus (7) posts the small blind, absent, and is dealt in; Hal (8) posts the big blind and the ante.</source>
      <translation>Gus (7) отсутствует, ставит малый блайнд и получает карты; Hal (8) ставит большой блайнд и анте.</translation>
    </message>
    <message>
      <source>Gus is back: nothing to make up. Button Gus (7), small blind Hal (8), big blind Ida (9) with the ante.</source>
      <translation>Gus вернулся: восполнять нечего. Баттон Gus (7), малый блайнд Hal (8), большой блайнд Ida (9) с анте.</translation>
    </message>
    <message>
      <source>Event: the big-blind ante goes with the big blind</source>
      <translation>Турнир: анте большого блайнда идёт вместе с большим блайндом</translation>
    </message>
    <message>
      <source>This level has a big-blind ante: the player who posts the big blind also puts in the table's ante, dead. Ed, last hand's big blind on seat 5, is eliminated: the small blind is dead, and the ante goes wherever the big blind goes.</source>
      <translation>На этом уровне анте большого блайнда: игрок, который ставит большой блайнд, ставит и анте за весь стол, мёртвым. Ed, большой блайнд прошлой раздачи на месте 5, выбывает: малый блайнд мёртвый, а анте идёт туда же, куда большой блайнд.</translation>
    </message>
    <message>
      <source>Flo (6) posts the big blind, 2,000 live, and the ante, 2,000 dead; the small blind is dead on empty seat 5.</source>
      <translation>Flo (6) ставит большой блайнд, 2 000 живых, и анте, 2 000 мёртвых; малый блайнд мёртвый на пустом месте 5.</translation>
    </message>
    <message>
      <source>The button is dead on seat 5; Flo (6) posts the small blind, Gus (7) the big blind and the ante.</source>
      <translation>Баттон мёртвый на месте 5; Flo (6) ставит малый блайнд, Gus (7) — большой блайнд и анте.</translation>
    </message>
    <message>
      <source>Event: a joiner in the gap waits for the button to pass</source>
      <translation>Турнир: присоединившийся игрок в промежутке ждёт, пока пройдёт баттон</translation>
    </message>
    <message>
      <source>Di, a late registrant, takes open seat 4, between last hand's small blind (3) and big blind (5). The button is about to move onto seat 3 and the small blind onto seat 5: seat 4 lies between them, so Di waits one hand; then he plays without posting.</source>
      <translation>Di, поздно зарегистрированный игрок, занимает свободное место 4 между малым (3) и большим (5) блайндами прошлой раздачи. Баттон сейчас перейдёт на место 3, а малый блайнд — на место 5: место 4 между ними, поэтому Di ждёт одну раздачу, а потом играет, ничего не ставя.</translation>
    </message>
    <message>
      <source>Di (4) is in the gap between the button (3) and the small blind (5): he is not dealt in. Big blind Flo (6).</source>
      <translation>Di (4) в промежутке между баттоном (3) и малым блайндом (5): он не получает карты. Большой блайнд Flo (6).</translation>
    </message>
    <message>
      <source>The button has passed: Di (4) is dealt in without posting. Button Ed (5), small blind Flo (6), big blind Gus (7).</source>
      <translation>Баттон прошёл: Di (4) получает карты, ничего не ставя. Баттон Ed (5), малый блайнд Flo (6), большой блайнд Gus (7).</translation>
    </message>
    <message>
      <source>Event: a joiner outside the gap is dealt in at once</source>
      <translation>Турнир: присоединившийся игрок вне промежутка получает карты сразу</translation>
    </message>
    <message>
      <source>Two late registrants sit down: Flo on seat 6, the first seat after last hand's big blind, and Ida on seat 9. Neither is in the gap between the button and the small blind, so both are dealt in at once. A joiner never posts to come in: he posts only what his position asks.</source>
      <translation>Садятся двое поздно зарегистрированных: Flo на место 6, первое после большого блайнда прошлой раздачи, и Ida на место 9. Ни одна не в промежутке между баттоном и малым блайндом, так что обе сразу получают карты. Присоединившийся игрок никогда не ставит за вход: он ставит только то, чего требует его позиция.</translation>
    </message>
    <message>
      <source>Flo (6) joins on the big blind: 200 live and the 200 ante dead. Ida (9) is dealt in without posting.</source>
      <translation>Flo (6) садится на большой блайнд: 200 живых и анте 200 мёртвых. Ida (9) получает карты, ничего не ставя.</translation>
    </message>
    <message>
      <source>Event: a joiner on the seat of a dead small blind posts it</source>
      <translation>Турнир: присоединившийся игрок на месте мёртвого малого блайнда ставит его</translation>
    </message>
    <message>
      <source>Ed, last hand's big blind on seat 5, was eliminated and Zoe, from a broken table, drew his seat. The small blind would have been dead on seat 5; with Zoe there it is live, and she posts it.</source>
      <translation>Ed, большой блайнд прошлой раздачи на месте 5, выбыл, и Zoe с расформированного стола вытянула его место. Малый блайнд на месте 5 был бы мёртвым; с Zoe он живой, и ставит его она.</translation>
    </message>
    <message>
      <source>Zoe (5) posts the small blind, 1,000; Flo (6) the big blind. Everybody is dealt in, Zoe too.</source>
      <translation>Zoe (5) ставит малый блайнд, 1 000; Flo (6) — большой. Карты получают все, и Zoe тоже.</translation>
    </message>
    <message>
      <source>Event: heads-up, the button posts the small blind</source>
      <translation>Турнир: в хедз-ап баттон ставит малый блайнд</translation>
    </message>
    <message>
      <source>Three players are left: button Ann (2), small blind Bob (5), big blind Cy (8). Ann is eliminated. Heads-up the button posts the small blind and acts first, and the big blind goes to the player who did not have it last hand.</source>
      <translation>Осталось трое: баттон Ann (2), малый блайнд Bob (5), большой блайнд Cy (8). Ann выбывает. В хедз-ап баттон ставит малый блайнд и ходит первым, а большой блайнд получает игрок, у которого его не было в прошлой раздаче.</translation>
    </message>
    <message>
      <source>Cy had the big blind: Bob (5) takes it. Cy (8) has the button, posts the small blind and acts first.</source>
      <translation>Большой блайнд был у Cy: теперь его ставит Bob (5). У Cy (8) баттон, он ставит малый блайнд и ходит первым.</translation>
    </message>
    <message>
      <source>They swap: Bob (5) has the button and the small blind and acts first, Cy (8) the big blind.</source>
      <translation>Они меняются: у Bob (5) баттон и малый блайнд, он ходит первым, у Cy (8) большой блайнд.</translation>
    </message>
    <message>
      <source>Balancing: the player due the big blind at the fullest table moves</source>
      <translation>Балансировка: пересаживается игрок, которому ставить большой блайнд за самым полным столом</translation>
    </message>
    <message>
      <source>Table 1 has nine players, table 2 six: three apart, more than the two the house allows. The player who would post the big blind next at the fullest table moves to the worst position at the short table: the open seat the big blind reaches soonest.</source>
      <translation>За столом 1 девять игроков, за столом 2 шесть: разница три, больше двух, допустимых заведением. Игрок, который следующим ставил бы большой блайнд за самым полным столом, пересаживается на худшую позицию за неполным столом: свободное место, до которого большой блайнд дойдёт раньше всего.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ed (5), after last hand's big blind Di (4): Ed moves. At table 2 open seat 4 lies right after last hand's big blind (3): the big blind reaches it first.</source>
      <translation>За столом 1 большой блайнд дальше переходит к Ed (5), после Di (4), большого блайнда прошлой раздачи: Ed пересаживается. За столом 2 свободное место 4 сразу после прошлого большого блайнда (3): большой блайнд дойдёт до него первым.</translation>
    </message>
    <message>
      <source>Ed (4) joined on the first seat after last hand's big blind: he takes the big blind at once. The small blind is Lee (3), the button Kim (2).</source>
      <translation>Ed (4) сел на первое место после прошлого большого блайнда: он сразу ставит большой блайнд. Малый блайнд — Lee (3), баттон — Kim (2).</translation>
    </message>
    <message>
      <source>Balancing: the moved player takes a single big blind</source>
      <translation>Балансировка: пересаженный игрок ставит одиночный большой блайнд</translation>
    </message>
    <message>
      <source>Lee, last hand's big blind on seat 3 of table 2, is eliminated: table 1 has nine, table 2 seven. The worst position is the seat last hand's big blind left: the moved player takes a single big blind there, and there is no small blind that hand.</source>
      <translation>Lee, большой блайнд прошлой раздачи на месте 3 стола 2, выбывает: за столом 1 девять игроков, за столом 2 семь. Худшая позиция — место, которое освободил прошлый большой блайнд: пересаженный игрок ставит там одиночный большой блайнд, и малого блайнда в этой раздаче нет.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Ann (1), after Ida (9): she moves, to seat 3 of table 2, the seat the big blind just left.</source>
      <translation>За столом 1 большой блайнд дальше переходит к Ann (1), после Ida (9): она пересаживается на место 3 стола 2, которое только что освободил большой блайнд.</translation>
    </message>
    <message>
      <source>Ann (3) posts a single big blind; there is no small blind; the button goes to Kim (2). Max (4) acts first.</source>
      <translation>Ann (3) ставит одиночный большой блайнд; малого блайнда нет; баттон переходит к Kim (2). Max (4) ходит первым.</translation>
    </message>
    <message>
      <source>Balancing: never to the seat of the next small blind</source>
      <translation>Балансировка: никогда на место следующего малого блайнда</translation>
    </message>
    <message>
      <source>This house gives no single big blind. At table 2 Lee, last hand's big blind (3), and Quin (8) are eliminated; seat 9 was open. Seat 3 is where the next small blind lies: a moved player never goes there.</source>
      <translation>В этом заведении одиночного большого блайнда не дают. За столом 2 выбывают Lee, большой блайнд прошлой раздачи (3), и Quin (8); место 9 было свободно. На месте 3 лежит следующий малый блайнд: пересаженный игрок туда никогда не садится.</translation>
    </message>
    <message>
      <source>At table 1 the big blind goes next to Di (4): she moves. At table 2 the big blind reaches open seat 8 before seat 9; seat 3 is the next small blind and never offered.</source>
      <translation>За столом 1 большой блайнд дальше переходит к Di (4): она пересаживается. За столом 2 большой блайнд доходит до свободного места 8 раньше, чем до места 9; место 3 — следующий малый блайнд, его никогда не предлагают.</translation>
    </message>
  </context>
</TS>