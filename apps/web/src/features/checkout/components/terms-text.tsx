/**
 * The participant's terms (spec §2: badge scanning, photos or live broadcast, marketing
 * contact). The box scrolls; it takes the keyboard focus so it can be scrolled with the arrows.
 */
export function TermsText({ id }: { id: string }) {
  return (
    <div
      id={id}
      role="region"
      aria-label="Termos de responsabilidade"
      tabIndex={0}
      className="max-h-44 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-relaxed text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <p className="font-semibold text-slate-900">Termos de responsabilidade do participante</p>
      <p className="mt-2">
        Ao se inscrever, o participante declara que as informações fornecidas são verdadeiras e
        autoriza a organização do evento a utilizá-las para a emissão do ingresso, o credenciamento
        e a comunicação sobre o evento, conforme a Lei Geral de Proteção de Dados (Lei nº
        13.709/2018).
      </p>
      <p className="mt-3 font-semibold text-slate-900">1. Leitura do crachá</p>
      <p className="mt-1">
        O crachá de identificação é pessoal e intransferível. Durante o evento, patrocinadores e
        expositores poderão ler o código do seu crachá em estandes, palestras e salas de
        demonstração; ao permitir a leitura, você autoriza o compartilhamento do seu nome, cargo,
        empresa e contatos profissionais com a empresa que realizou a leitura.
      </p>
      <p className="mt-3 font-semibold text-slate-900">2. Fotos, vídeos e transmissão ao vivo</p>
      <p className="mt-1">
        O evento será fotografado, filmado e poderá ser transmitido ao vivo pela internet. O
        participante autoriza, sem qualquer remuneração, o uso da sua imagem e voz captadas durante
        o evento em materiais institucionais, redes sociais, transmissões e gravações
        disponibilizadas posteriormente.
      </p>
      <p className="mt-3 font-semibold text-slate-900">3. Contato para fins de marketing</p>
      <p className="mt-1">
        A organização e seus parceiros poderão enviar por e-mail, telefone ou mensagem informações
        sobre este e outros eventos, conteúdos e ofertas relacionados aos temas de interesse do
        participante. Você pode cancelar o recebimento a qualquer momento pelo link presente nas
        mensagens ou escrevendo para a organização.
      </p>
      <p className="mt-3 font-semibold text-slate-900">4. Conduta e cancelamento</p>
      <p className="mt-1">
        O participante compromete-se a respeitar as normas do local e as orientações da equipe do
        evento. Pedidos de cancelamento seguem a política informada na página do evento e o Código
        de Defesa do Consumidor.
      </p>
    </div>
  );
}
